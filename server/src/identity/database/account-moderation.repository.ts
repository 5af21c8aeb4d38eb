import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditTrail, type AuditActor } from '../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { firstRow } from '../../shared/database/first-row';
import { Outbox } from '../../shared/outbox/outbox';
import { MemberBanned, MemberUnbanned } from '../identity.contracts';
import { AccountRowCache } from './account-row.cache';

/** What the audit log keeps of a member's ban (never secrets). */
export interface BanState {
  banned: boolean;
  banned_at: string | null;
}

interface LockedAccount {
  id: number;
  banned_at: Date | null;
}

/** The outcome of a moderation command: false when the member already was in that state (nothing written). */
export interface ModerationOutcome {
  changed: boolean;
}

/**
 * Bans and unbans, each written with its audit entry and its event in one transaction under the
 * account's row lock: parallel requests for the same member apply and record one change, the others
 * find it done.
 */
@Injectable()
export class AccountModerationRepository {
  constructor(
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly cache: AccountRowCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A transaction for a console action whose write lives elsewhere (Redis, a mail token) and its audit entry. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.outbox.transaction((manager) => work(manager));
  }

  /** Null when there is no such account (or its data is erased). */
  ban(accountId: number, actor: AuditActor): Promise<ModerationOutcome | null> {
    const now = this.clock.now();
    this.cache.writing(accountId);
    return this.outbox.transaction(async (manager, publish) => {
      const account = await this.lock(manager, accountId);
      if (!account) return null;
      if (account.banned_at) return { changed: false };
      // A new epoch ends every session at once, on every instance (the session check also refuses bans).
      await manager.query(
        `UPDATE accounts SET banned_at = $2, session_epoch = session_epoch + 1 WHERE id = $1`,
        [accountId, now],
      );
      await this.audit.record(manager, {
        actor,
        action: 'members.ban',
        resource: 'members',
        recordId: accountId,
        before: banState(null),
        after: banState(now),
      });
      await publish(new MemberBanned(accountId, actor.adminId, now));
      return { changed: true };
    });
  }

  unban(accountId: number, actor: AuditActor): Promise<ModerationOutcome | null> {
    const now = this.clock.now();
    this.cache.writing(accountId);
    return this.outbox.transaction(async (manager, publish) => {
      const account = await this.lock(manager, accountId);
      if (!account) return null;
      if (!account.banned_at) return { changed: false };
      await manager.query(`UPDATE accounts SET banned_at = NULL WHERE id = $1`, [accountId]);
      await this.audit.record(manager, {
        actor,
        action: 'members.unban',
        resource: 'members',
        recordId: accountId,
        before: banState(account.banned_at),
        after: banState(null),
      });
      await publish(new MemberUnbanned(accountId, actor.adminId, now));
      return { changed: true };
    });
  }

  private lock(manager: EntityManager, accountId: number): Promise<LockedAccount | null> {
    return firstRow<LockedAccount>(
      manager,
      `SELECT id, banned_at FROM accounts WHERE id = $1 AND erased_at IS NULL FOR UPDATE`,
      [accountId],
    );
  }
}

const banState = (at: Date | null): BanState => ({
  banned: at !== null,
  banned_at: at?.toISOString() ?? null,
});

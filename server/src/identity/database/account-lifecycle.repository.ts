import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import {
  AccountActivated,
  AccountDeleted,
  AccountErased,
  AccountReactivated,
  type AccountRegistered,
  InvisibleModeChanged,
} from '../identity.contracts';
import { AccountEntity } from './account.entity';
import { AccountTokenEntity } from './account-token.entity';
import { AccountRowCache } from './account-row.cache';

export type AccountSettings = Partial<Pick<AccountEntity, 'language' | 'invisible'>>;

export type NewAccount = Pick<
  AccountEntity,
  'siteId' | 'email' | 'passwordHash' | 'language' | 'tracking' | 'displayName'
>;

/** The unique key on (site_id, email). */
const EMAIL_KEY = 'accounts_site_id_email_key';

/** What a deleted account's personal data becomes once erased; the row stays for the ledger's owners. */
const ERASED: (accountId: number) => Partial<AccountEntity> = (accountId) => ({
  email: `erased-${accountId}@erased.invalid`,
  passwordHash: '!',
  tracking: {},
  notificationsDisabled: [],
  deletionRemarks: null,
  invisible: true,
  displayName: '',
});

/**
 * The account writes other modules act on: signup, activation, deletion, reactivation, erasure and
 * invisible mode. Each is written with its event (profiles, billing and matching act on it) in one
 * transaction, through the outbox.
 */
@Injectable()
export class AccountLifecycleRepository {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly outbox: Outbox,
    private readonly cache: AccountRowCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A new, not yet confirmed account with its AccountRegistered event; answers its id, or null when
   * another account of the site has the address. Signup checks that first, but two signups with one
   * address (a double submit) both pass the check while the password is hashed: the unique key decides.
   */
  register(
    account: NewAccount,
    registered: (accountId: number) => AccountRegistered,
  ): Promise<number | null> {
    return this.outbox
      .transaction(async (manager, publish) => {
        const inserted = await manager.insert(AccountEntity, {
          ...account,
          status: 'not_confirmed',
          createdAt: this.clock.now(),
        });
        const accountId = inserted.identifiers[0]!.id as number;
        await publish(registered(accountId));
        return accountId;
      })
      .catch((error: { code?: string; constraint?: string }) =>
        error.code === '23505' && error.constraint === EMAIL_KEY ? null : Promise.reject(error),
      );
  }

  /** Activates a live account that was not yet; false when there was none such. */
  activate(accountId: number): Promise<boolean> {
    const now = this.clock.now();
    this.cache.writing(accountId);
    return this.outbox.transaction(async (manager, publish) => {
      const result = await manager.update(
        AccountEntity,
        { id: accountId, status: 'not_confirmed', deletedAt: IsNull() },
        { status: 'activated', activatedAt: now },
      );
      if (!result.affected) return false;
      await publish(new AccountActivated(accountId, now));
      return true;
    });
  }

  isActivated(accountId: number): Promise<boolean> {
    return this.accounts.existsBy({ id: accountId, status: 'activated', deletedAt: IsNull() });
  }

  /** Hides a live account at once; answers it as it was, or null when it is not live. */
  markDeleted(accountId: number, reason: string, remarks: string | null): Promise<AccountEntity | null> {
    const now = this.clock.now();
    this.cache.writing(accountId);
    return this.outbox.transaction(async (manager, publish) => {
      const found = await manager.findOneBy(AccountEntity, { id: accountId, deletedAt: IsNull() });
      if (!found) return null;
      await manager.update(AccountEntity, found.id, {
        deletedAt: now,
        deletionReason: reason,
        deletionRemarks: remarks,
      });
      await publish(new AccountDeleted(found.id, reason, now));
      return found;
    });
  }

  /** Brings a deleted, not yet erased account back as it was; null when there is none such. */
  reactivate(accountId: number): Promise<AccountEntity | null> {
    this.cache.writing(accountId);
    return this.outbox.transaction(async (manager, publish) => {
      const found = await manager.findOneBy(AccountEntity, {
        id: accountId,
        deletedAt: Not(IsNull()),
        erasedAt: IsNull(),
      });
      if (!found) return null;
      await manager.update(AccountEntity, found.id, {
        deletedAt: null,
        deletionReason: null,
        deletionRemarks: null,
      });
      await publish(new AccountReactivated(found.id, this.clock.now()));
      return found;
    });
  }

  /** The accounts deleted before `deletedBefore` whose personal data is still here. */
  async deletedBefore(deletedBefore: Date): Promise<number[]> {
    const rows = await this.accounts.find({
      where: { deletedAt: LessThan(deletedBefore), erasedAt: IsNull() },
      select: { id: true },
    });
    return rows.map(({ id }) => id);
  }

  /** Anonymises a deleted account with its AccountErased event (every module erases its part on it). */
  async erase(accountId: number): Promise<void> {
    const now = this.clock.now();
    this.cache.writing(accountId);
    await this.outbox.transaction(async (manager, publish) => {
      const erased = await manager.update(
        AccountEntity,
        { id: accountId, erasedAt: IsNull(), deletedAt: Not(IsNull()) },
        { ...ERASED(accountId), erasedAt: now },
      );
      if (!erased.affected) return;
      // Its one-time links go too: a pending e-mail change holds the new address.
      await manager.delete(AccountTokenEntity, { accountId });
      await publish(new AccountErased(accountId, now));
    });
  }

  /** Language and invisible mode; a switch of invisible mode is written with its event (search and chat act on it). */
  async updateSettings(account: AccountEntity, settings: AccountSettings): Promise<void> {
    if (!Object.keys(settings).length) return;
    const { invisible } = settings;
    const switched = invisible !== undefined && invisible !== account.invisible;
    this.cache.writing(account.id);
    await this.outbox.transaction(async (manager, publish) => {
      await manager.update(AccountEntity, account.id, settings);
      if (switched) await publish(new InvisibleModeChanged(account.id, invisible, this.clock.now()));
    });
  }
}

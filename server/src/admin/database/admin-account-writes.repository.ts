import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminRole } from '../../shared/admin/admin-role';
import { type AuditActor, AuditTrail } from '../../shared/audit/audit-trail';
import {
  type AdminAccountChange,
  applyChange,
  auditSnapshot,
  type ChangeRefusal,
  refusalOf,
} from '../accounts/domain/admin-account-rules';
import { TotpSecretBox } from '../accounts/domain/totp-secret-box';
import { ADMIN_ACCOUNT_COLUMNS, type AdminAccountRecord, stateOf } from './admin-account.record';

export interface NewAdminAccount {
  email: string;
  name: string;
  role: AdminRole;
  passwordHash: string;
}

export type UpdateOutcome = AdminAccountRecord | 'not_found' | ChangeRefusal;

const RESOURCE = 'admins';

/**
 * Every write to admin accounts, each with its audit entry in the same transaction. The writes take one
 * transaction-level advisory lock, so the rules that count accounts (the last super-admin) read a count
 * no parallel write can change before the commit.
 */
@Injectable()
export class AdminAccountWritesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly box: TotpSecretBox,
  ) {}

  /** The new account, or null when the e-mail already has one. */
  create(account: NewAdminAccount, actor: AuditActor, now: Date): Promise<AdminAccountRecord | null> {
    return this.locked(async (manager) => {
      const [created] = (await manager.query(
        `INSERT INTO admin_accounts (email, name, password_hash, role, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING ${ADMIN_ACCOUNT_COLUMNS}`,
        [account.email, account.name, account.passwordHash, account.role, now],
      )) as AdminAccountRecord[];
      if (!created) return null;
      await this.record(manager, actor, 'create', created.id, null, created);
      return created;
    });
  }

  update(id: number, change: AdminAccountChange, actor: AuditActor, now: Date): Promise<UpdateOutcome> {
    return this.locked(async (manager) => {
      const before = await this.read(manager, id);
      if (!before) return 'not_found';
      const [{ n }] = (await manager.query(
        `SELECT count(*)::int AS n FROM admin_accounts WHERE role = 'super_admin' AND disabled_at IS NULL`,
      )) as [{ n: number }];
      const refusal = refusalOf(actor.adminId, stateOf(before), change, n);
      if (refusal) return refusal;
      const next = applyChange(stateOf(before), change);
      const [rows] = (await manager.query(
        `UPDATE admin_accounts
            SET name = $2, role = $3, session_epoch = $4, updated_at = $5,
                disabled_at = CASE WHEN $6::boolean THEN coalesce(disabled_at, $5) ELSE NULL END
          WHERE id = $1 RETURNING ${ADMIN_ACCOUNT_COLUMNS}`,
        [id, next.name, next.role, next.sessionEpoch, now, next.disabled],
      )) as [AdminAccountRecord[], number];
      const updated = rows[0]!;
      await this.record(manager, actor, 'update', id, before, updated);
      return updated;
    });
  }

  /** A new password; every session of the account ends. Null when there is no such account. */
  resetPassword(
    id: number,
    passwordHash: string,
    actor: AuditActor,
    now: Date,
  ): Promise<AdminAccountRecord | null> {
    return this.change(
      id,
      actor,
      'reset_password',
      `password_hash = $2, session_epoch = session_epoch + 1, updated_at = $3`,
      [passwordHash, now],
    );
  }

  /** Removes the second factor (a lost phone): the admin logs in with the password alone again. */
  resetTotp(
    id: number,
    actor: AuditActor,
    now: Date,
    action = 'reset_totp',
  ): Promise<AdminAccountRecord | null> {
    return this.change(
      id,
      actor,
      action,
      `totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, updated_at = $2`,
      [now],
    );
  }

  /** Keeps the secret being enrolled (not in effect before it is confirmed with a code). */
  async startTotp(id: number, pendingSecret: string): Promise<void> {
    await this.dataSource.query(`UPDATE admin_accounts SET totp_pending_secret = $2 WHERE id = $1`, [
      id,
      this.box.seal(pendingSecret),
    ]);
  }

  /**
   * Turns the enrolled secret on, if it is still the one the code was checked against (`storedSecret`:
   * as stored, sealed) and the step is newer than any used: false otherwise (a parallel confirmation
   * won, or a new enrolment started).
   */
  async confirmTotp(
    id: number,
    storedSecret: string,
    step: number,
    actor: AuditActor,
    now: Date,
  ): Promise<boolean> {
    const updated = await this.change(
      id,
      actor,
      'totp_enable',
      `totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = $3,
       totp_last_step = $4, updated_at = $3`,
      [storedSecret, now, step],
      `totp_pending_secret = $2 AND totp_secret IS NULL AND (totp_last_step IS NULL OR totp_last_step < $4)`,
    );
    return updated !== null;
  }

  private async change(
    id: number,
    actor: AuditActor,
    verb: string,
    assignments: string,
    values: unknown[],
    condition = 'true',
  ): Promise<AdminAccountRecord | null> {
    return this.locked(async (manager) => {
      const before = await this.read(manager, id);
      if (!before) return null;
      const [rows] = (await manager.query(
        `UPDATE admin_accounts SET ${assignments} WHERE id = $1 AND ${condition} RETURNING ${ADMIN_ACCOUNT_COLUMNS}`,
        [id, ...values],
      )) as [AdminAccountRecord[], number];
      const after = rows[0];
      if (!after) return null;
      await this.record(manager, actor, verb, id, before, after);
      return after;
    });
  }

  private async read(manager: EntityManager, id: number): Promise<AdminAccountRecord | null> {
    const [row] = (await manager.query(
      `SELECT ${ADMIN_ACCOUNT_COLUMNS} FROM admin_accounts WHERE id = $1 FOR UPDATE`,
      [id],
    )) as AdminAccountRecord[];
    return row ?? null;
  }

  private record(
    manager: EntityManager,
    actor: AuditActor,
    verb: string,
    id: number,
    before: AdminAccountRecord | null,
    after: AdminAccountRecord,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action: `${RESOURCE}.${verb}`,
      resource: RESOURCE,
      recordId: id,
      before: before && auditSnapshot(stateOf(before)),
      after: auditSnapshot(stateOf(after)),
    });
  }

  private locked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:admin-accounts'))`);
      return work(manager);
    });
  }
}

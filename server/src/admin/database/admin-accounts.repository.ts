import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { preparedRow } from '../../shared/database/prepared-query';
import type { AdminRole } from '../../shared/admin/admin-role';
import { TotpSecretBox } from '../accounts/domain/totp-secret-box';
import { AdminAccountEntity } from './admin-account.entity';
import { ADMIN_ACCOUNT_COLUMNS, type AdminAccountRecord } from './admin-account.record';
import { ADMIN_LIST } from './admin-account-list';

/** What the guard checks on every console call. */
export interface AdminSessionState {
  role: AdminRole;
  disabled: boolean;
  sessionEpoch: number;
  totpEnabled: boolean;
}

export interface TotpSecrets {
  email: string;
  role: AdminRole;
  secret: string | null;
  pending: { secret: string; stored: string } | null;
}

/** The console's own accounts (separate from members). */
@Injectable()
export class AdminAccountsRepository {
  constructor(
    @InjectRepository(AdminAccountEntity) private readonly admins: Repository<AdminAccountEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly box: TotpSecretBox,
  ) {}

  /** The admin of the address, with the password hash and the TOTP secret (login only). */
  async withPassword(email: string): Promise<AdminAccountEntity | null> {
    const admin = await this.admins
      .createQueryBuilder('admin')
      .addSelect('admin.passwordHash')
      .addSelect('admin.totpSecret')
      .where('admin.email = :email', { email })
      .getOne();
    if (admin?.totpSecret) admin.totpSecret = this.box.open(admin.totpSecret);
    return admin;
  }

  byId(id: number): Promise<AdminAccountEntity | null> {
    return this.admins.findOneBy({ id });
  }

  async record(id: number): Promise<AdminAccountRecord | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${ADMIN_ACCOUNT_COLUMNS} FROM admin_accounts WHERE id = $1`,
      [id],
    )) as AdminAccountRecord[];
    return row ?? null;
  }

  /** The account's role, state and session epoch: read on every console call (a primary-key read). */
  async sessionState(id: number): Promise<AdminSessionState | null> {
    const row = await preparedRow<{
      role: AdminRole;
      disabled: boolean;
      session_epoch: number;
      totp_enabled: boolean;
    }>(
      this.dataSource,
      'admin-session-state',
      `SELECT role, disabled_at IS NOT NULL AS disabled, session_epoch, totp_enabled_at IS NOT NULL AS totp_enabled
         FROM admin_accounts WHERE id = $1`,
      [id],
    );
    return (
      row && {
        role: row.role,
        disabled: row.disabled,
        sessionEpoch: row.session_epoch,
        totpEnabled: row.totp_enabled,
      }
    );
  }

  /**
   * The secrets of the account's second factor (the confirmed one and the one being enrolled), opened;
   * `pendingStored` is the enrolled one as stored, for confirmTotp to check it is still the same.
   */
  async totpSecrets(id: number): Promise<TotpSecrets | null> {
    const [row] = (await this.dataSource.query(
      `SELECT email::text AS email, role, totp_secret AS secret, totp_pending_secret AS pending
         FROM admin_accounts WHERE id = $1`,
      [id],
    )) as { email: string; role: AdminRole; secret: string | null; pending: string | null }[];
    if (!row) return null;
    return {
      email: row.email,
      role: row.role,
      secret: row.secret === null ? null : this.box.open(row.secret),
      pending: row.pending === null ? null : { secret: this.box.open(row.pending), stored: row.pending },
    };
  }

  /**
   * Marks the time step of a code as used, atomically: true only for the first use of a step later than
   * the last one, so a code (or an older one) never works twice, even for requests at the same instant.
   */
  async useTotpStep(id: number, step: number): Promise<boolean> {
    // An UPDATE answers [rows, affected] through DataSource.query.
    const [, affected] = (await this.dataSource.query(
      `UPDATE admin_accounts SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [id, step],
    )) as [unknown[], number];
    return affected === 1;
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.admins.update(id, { lastLoginAt: at });
  }

  page(params: AdminListParams): Promise<{ rows: AdminAccountRecord[]; total: number }> {
    return readAdminList<AdminAccountRecord>(this.dataSource, ADMIN_LIST, params);
  }
}

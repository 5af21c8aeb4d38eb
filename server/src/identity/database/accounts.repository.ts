import { Injectable } from '@nestjs/common';
import { preparedQuery } from '../../shared/database/prepared-query';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, Not, type Repository } from 'typeorm';
import { AccountEntity } from './account.entity';
import { AccountRowCache } from './account-row.cache';

/** Identity's account reads and the writes no other module acts on (AccountLifecycleRepository has those). */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly cache: AccountRowCache,
  ) {}

  /** The live account of `email` on a site, with its password hash (left out of every other read). */
  findForLogin(siteId: number, email: string): Promise<AccountEntity | null> {
    return this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.siteId = :siteId AND account.email = :email AND account.deletedAt IS NULL', {
        siteId,
        email,
      })
      .getOne();
  }

  /** The live account with its password hash, for a change that asks for the current password. */
  findLiveWithPassword(accountId: number): Promise<AccountEntity | null> {
    return this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id AND account.deletedAt IS NULL', { id: accountId })
      .getOne();
  }

  /** Whether an account of the site (deleted or not) has the address, other than `exceptId`. */
  emailTaken(siteId: number, email: string, exceptId?: number): Promise<boolean> {
    return this.accounts.existsBy(
      exceptId === undefined ? { siteId, email } : { siteId, email, id: Not(exceptId) },
    );
  }

  /** The account of the address on the site, deleted and erased ones included. */
  findBySiteAndEmail(siteId: number, email: string): Promise<AccountEntity | null> {
    return this.accounts
      .createQueryBuilder('account')
      .where('account.siteId = :siteId AND account.email = :email', { siteId, email })
      .getOne();
  }

  findLiveByEmail(siteId: number, email: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ siteId, email, deletedAt: IsNull() });
  }

  /** Deleted accounts included, until their data is erased. */
  findNotErased(accountId: number): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id: accountId, erasedAt: IsNull() });
  }

  async setPasswordHash(accountId: number, passwordHash: string): Promise<void> {
    await this.accounts.update(accountId, { passwordHash });
  }

  /** Sets the address unless another account took it meanwhile ((site_id, email) is unique): false then. */
  async changeEmailIfFree(accountId: number, email: string): Promise<boolean> {
    this.cache.writing(accountId);
    return this.accounts.update(accountId, { email }).then(
      () => true,
      (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
    );
  }

  findLive(accountId: number): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id: accountId, deletedAt: IsNull() });
  }

  async recordLogin(accountId: number, at: Date): Promise<void> {
    await this.accounts.update(accountId, { lastLoginAt: at });
  }

  /** Moves the account's session epoch on (every session that began before ends); answers the new one. */
  async advanceSessionEpoch(accountId: number): Promise<number> {
    this.cache.writing(accountId);
    const rows = (await this.accounts.query(
      'UPDATE accounts SET session_epoch = session_epoch + 1 WHERE id = $1 RETURNING session_epoch',
      [accountId],
    )) as [{ session_epoch: number }[], number];
    return rows[0][0]?.session_epoch ?? 0;
  }

  /** Deleted accounts whose data is not yet erased (few: they are erased 14 days after deletion). */
  async deletedIds(): Promise<number[]> {
    const rows = await this.accounts.find({
      where: { deletedAt: Not(IsNull()), erasedAt: IsNull() },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  /** Which of `accountIds` others must not see: invisible, deleted, erased or banned. */
  async hiddenAmong(accountIds: number[]): Promise<number[]> {
    if (!accountIds.length) return [];
    // Prepared: every list of member cards (search pages among them) asks.
    const rows = await preparedQuery<{ id: number }>(
      this.accounts.manager.connection,
      'hidden-accounts',
      `SELECT id FROM accounts WHERE id = ANY($1::int[]) AND (invisible OR deleted_at IS NOT NULL OR banned_at IS NOT NULL)`,
      [accountIds],
    );
    return rows.map((row) => row.id);
  }

  /** Which of `accountIds` are not live: deleted, erased, banned, or no account at all. */
  async departedAmong(accountIds: number[]): Promise<number[]> {
    if (!accountIds.length) return [];
    // Prepared: every chats list and its badge's poll asks.
    const rows = await preparedQuery<{ id: number }>(
      this.accounts.manager.connection,
      'departed-accounts',
      `SELECT ids.id FROM unnest($1::int[]) AS ids (id)
        WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = ids.id
                             AND a.deleted_at IS NULL AND a.erased_at IS NULL AND a.banned_at IS NULL)`,
      [accountIds],
    );
    return rows.map((row) => row.id);
  }

  /** Live members, in all and signed up since `since`. */
  async counts(since: Date): Promise<{ live: number; signedUpSince: number }> {
    const [live, signedUpSince] = await Promise.all([
      this.accounts.countBy({ deletedAt: IsNull() }),
      this.accounts.countBy({ deletedAt: IsNull(), createdAt: MoreThanOrEqual(since) }),
    ]);
    return { live, signedUpSince };
  }
}

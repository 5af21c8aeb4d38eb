import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Not, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import { InvisibleModeChanged } from '../identity.contracts';
import { AccountEntity } from './account.entity';

export type AccountSettings = Partial<Pick<AccountEntity, 'language' | 'invisible'>>;

/** Identity's account writes and the reads its commands need. */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
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

  /** A new account, in the caller's transaction (with its AccountRegistered event); answers its id. */
  async insert(manager: EntityManager, account: Partial<AccountEntity>): Promise<number> {
    const inserted = await manager.insert(AccountEntity, account);
    return inserted.identifiers[0]!.id as number;
  }

  async setPasswordHash(accountId: number, passwordHash: string): Promise<void> {
    await this.accounts.update(accountId, { passwordHash });
  }

  /** Sets the address unless another account took it meanwhile ((site_id, email) is unique): false then. */
  async changeEmailIfFree(accountId: number, email: string): Promise<boolean> {
    return this.accounts.update(accountId, { email }).then(
      () => true,
      (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
    );
  }

  async changeEmail(accountId: number, email: string): Promise<void> {
    await this.accounts.update(accountId, { email });
  }

  findLive(accountId: number): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id: accountId, deletedAt: IsNull() });
  }

  async recordLogin(accountId: number, at: Date): Promise<void> {
    await this.accounts.update(accountId, { lastLoginAt: at });
  }

  /** Language and invisible mode; a switch of invisible mode is written with its event (search and chat act on it). */
  async updateSettings(account: AccountEntity, settings: AccountSettings): Promise<void> {
    if (!Object.keys(settings).length) return;
    const { invisible } = settings;
    const switched = invisible !== undefined && invisible !== account.invisible;
    await this.accounts.manager.transaction(async (manager) => {
      await manager.update(AccountEntity, account.id, settings);
      if (switched)
        await this.outbox.add(manager, new InvisibleModeChanged(account.id, invisible, this.clock.now()));
    });
    if (switched) await this.outbox.flush();
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { AccountEntity } from './account.entity';

export type AccountSettings = Partial<Pick<AccountEntity, 'language' | 'invisible'>>;

/** Identity's account writes and the reads its commands need. */
@Injectable()
export class AccountsRepository {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

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

  emailTaken(siteId: number, email: string): Promise<boolean> {
    return this.accounts.existsBy({ siteId, email });
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

  async updateSettings(accountId: number, settings: AccountSettings): Promise<void> {
    if (Object.keys(settings).length) await this.accounts.update(accountId, settings);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AdminAccountEntity } from './admin-account.entity';

/** The console's own accounts (separate from members). */
@Injectable()
export class AdminAccountsRepository {
  constructor(
    @InjectRepository(AdminAccountEntity) private readonly admins: Repository<AdminAccountEntity>,
  ) {}

  /** The admin of the address, with the password hash. */
  withPassword(email: string): Promise<AdminAccountEntity | null> {
    return this.admins
      .createQueryBuilder('admin')
      .addSelect('admin.passwordHash')
      .where('admin.email = :email', { email })
      .getOne();
  }

  byId(id: number): Promise<AdminAccountEntity | null> {
    return this.admins.findOneBy({ id });
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.admins.update(id, { lastLoginAt: at });
  }
}

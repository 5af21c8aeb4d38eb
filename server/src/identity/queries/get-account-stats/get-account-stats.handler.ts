import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AccountEntity } from '../../database/account.entity';
import { type AccountStats, GetAccountStatsQuery } from '../../identity.contracts';

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

@QueryHandler(GetAccountStatsQuery)
export class GetAccountStatsHandler implements IQueryHandler<GetAccountStatsQuery, AccountStats> {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AccountStats> {
    const since = new Date(this.clock.now().getTime() - SEVEN_DAYS_MS);
    const [membersTotal, signupsLast7Days] = await Promise.all([
      this.accounts.countBy({ deletedAt: IsNull() }),
      this.accounts.countBy({ deletedAt: IsNull(), createdAt: MoreThanOrEqual(since) }),
    ]);
    return { membersTotal, signupsLast7Days };
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AccountsRepository } from '../../database/accounts.repository';
import { type AccountStats, GetAccountStatsQuery } from '../../identity.contracts';

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

@QueryHandler(GetAccountStatsQuery)
export class GetAccountStatsHandler implements IQueryHandler<GetAccountStatsQuery> {
  constructor(
    private readonly accounts: AccountsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AccountStats> {
    const counts = await this.accounts.counts(new Date(this.clock.now().getTime() - SEVEN_DAYS_MS));
    return { membersTotal: counts.live, signupsLast7Days: counts.signedUpSince };
  }
}

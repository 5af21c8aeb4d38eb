import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { GetMemberStatusQuery } from '../../identity/identity.contracts';
import { GetProfileSummaryQuery } from '../../profiles/profiles.contracts';
import { ApiError } from '../../shared/errors/api-error';
import type { Buyer } from '../domain/discounts';

export interface BuyerAccount extends Buyer {
  accountId: number;
  siteId: number;
}

/** What billing needs to know of a member to price an order: country, premium, signup time, used codes. */
@Injectable()
export class BuyerReader {
  constructor(
    private readonly queryBus: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async read(accountId: number, manager: EntityManager = this.dataSource.manager): Promise<BuyerAccount> {
    const [status, profile] = await Promise.all([
      this.queryBus.execute(new GetMemberStatusQuery(accountId)),
      this.queryBus.execute(new GetProfileSummaryQuery(accountId, '')),
    ]);
    if (!status || status.deleted || !profile) throw ApiError.authenticationRequired();
    const used = (await manager.query(
      `SELECT DISTINCT discount_code FROM orders
        WHERE account_id = $1 AND discount_code IS NOT NULL AND status IN ('pending','completed','refunded')`,
      [accountId],
    )) as { discount_code: string }[];
    return {
      accountId,
      siteId: status.siteId,
      country: profile.country,
      paidUser: status.paidUser,
      signedUpAt: status.signedUpAt,
      usedCodes: used.map((row) => row.discount_code),
    };
  }
}

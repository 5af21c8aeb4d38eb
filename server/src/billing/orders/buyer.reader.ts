import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../identity/identity.contracts';
import { GetProfileSummaryQuery } from '../../profiles/profiles.contracts';
import { ApiError } from '../../shared/errors/api-error';
import { OrdersRepository } from '../database/orders.repository';
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
    private readonly orders: OrdersRepository,
  ) {}

  async read(accountId: number): Promise<BuyerAccount> {
    const [status, profile] = await Promise.all([
      this.queryBus.execute(new GetMemberStatusQuery(accountId)),
      this.queryBus.execute(new GetProfileSummaryQuery(accountId, '')),
    ]);
    if (!status || status.deleted || !profile) throw ApiError.authenticationRequired();
    const usedCodes = await this.orders.usedDiscountCodes(accountId);
    return {
      accountId,
      siteId: status.siteId,
      country: profile.country,
      paidUser: status.paidUser,
      signedUpAt: status.signedUpAt,
      usedCodes,
    };
  }
}

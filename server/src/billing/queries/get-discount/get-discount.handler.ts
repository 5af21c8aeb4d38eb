import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { welcomeDiscountFor } from '../../domain/discounts';
import type { DiscountAnswer } from '../../http/discount.response';
import { toDiscountView } from '../../http/discount.view';
import { BuyerReader } from '../../orders/buyer.reader';
import { DiscountFinder } from '../../orders/discount-finder';
import { GetDiscountQuery } from './get-discount.query';

@QueryHandler(GetDiscountQuery)
export class GetDiscountHandler implements IQueryHandler<GetDiscountQuery> {
  constructor(
    private readonly buyers: BuyerReader,
    private readonly finder: DiscountFinder,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, code, welcome }: GetDiscountQuery): Promise<DiscountAnswer> {
    const buyer = await this.buyers.read(accountId);
    if (!welcome) return { discount: toDiscountView(await this.finder.find(code, buyer, null)) };
    const discount = welcomeDiscountFor(buyer, this.clock.now());
    if (!discount) throw new ApiError(404, 'code_not_found', 'billing.code_not_found');
    return { discount: toDiscountView(discount) };
  }
}

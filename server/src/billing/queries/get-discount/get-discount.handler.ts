import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
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
  ) {}

  async execute({ accountId, code, welcome }: GetDiscountQuery): Promise<DiscountAnswer> {
    const buyer = await this.buyers.read(accountId);
    const discount = welcome ? this.finder.welcome(buyer) : await this.finder.find(code, buyer, null);
    return { discount: toDiscountView(discount) };
  }
}

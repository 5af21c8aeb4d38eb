import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { timeBonusFor } from '../../domain/discounts';
import type { TimeBonusAnswer } from '../../http/discount.response';
import { toTimeBonusView } from '../../http/discount.view';
import { BuyerReader } from '../../orders/buyer.reader';
import { PaymentMethodsOffered } from '../../payments/payment-methods-offered';
import { GetTimeBonusQuery } from './get-time-bonus.query';

@QueryHandler(GetTimeBonusQuery)
export class GetTimeBonusHandler implements IQueryHandler<GetTimeBonusQuery> {
  constructor(
    private readonly buyers: BuyerReader,
    private readonly queryBus: QueryBus,
    private readonly paymentMethods: PaymentMethodsOffered,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId }: GetTimeBonusQuery): Promise<TimeBonusAnswer> {
    const buyer = await this.buyers.read(accountId);
    const now = this.clock.now();
    const bonus = timeBonusFor(buyer, now);
    if (!bonus) return { time_bonus: null };
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(buyer.siteId));
    const currency = site.minimumMessageCosts[buyer.country]?.currency ?? null;
    const methods = this.paymentMethods.to(bonus.country ?? '');
    return { time_bonus: toTimeBonusView(bonus, accountId, currency, methods, now) };
  }
}

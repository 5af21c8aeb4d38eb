import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { selectCountry, siteSettingsQuery } from '../../../site/site.contracts';
import { PriceList } from '../../database/price-list';
import { activeDiscountFor, discountedAmount } from '../../domain/discounts';
import type { BundlesResponse } from '../../http/bundles.response';
import { toDiscountView } from '../../http/discount.view';
import { BuyerReader } from '../../orders/buyer.reader';
import { paymentMethodNames } from '../../payments/payment-method-names';
import { PaymentMethodsOffered } from '../../payments/payment-methods-offered';
import { ListBundlesQuery } from './list-bundles.query';

@QueryHandler(ListBundlesQuery)
export class ListBundlesHandler implements IQueryHandler<ListBundlesQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    private readonly paymentMethods: PaymentMethodsOffered,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: ListBundlesQuery): Promise<BundlesResponse> {
    const site = await this.queryBus.execute(siteSettingsQuery(query.site));
    const buyer = query.memberId ? await this.buyers.read(query.memberId) : null;
    // A member pays the prices of their own country; a visitor sees those of the chosen or GeoIP country.
    const country = buyer?.country ?? selectCountry(site.countries, query.geoipCountry, query.chosenCountry);
    const discount = buyer ? activeDiscountFor(buyer, this.clock.now()) : null;
    const bundles = await this.prices.bundles(site.id, country);
    const methods = this.paymentMethods.to(country);
    return {
      country,
      currency: bundles[0]?.currency ?? site.minimumMessageCosts[country]?.currency ?? null,
      minimum_message_cost: site.minimumMessageCosts[country] ?? null,
      premium: buyer?.paidUser ?? false,
      discount: discount ? toDiscountView(discount) : null,
      payment_methods: [...methods],
      payment_method_names: paymentMethodNames(methods, query.locale),
      bundles: bundles.map((bundle) => ({
        id: bundle.id,
        credits: bundle.credits,
        popular: bundle.popular,
        currency: bundle.currency,
        price: bundle.amount,
        price_per_credit: Math.round(bundle.amount / bundle.credits),
        discounted_price:
          discount && bundle.amount >= discount.minimum
            ? discountedAmount(bundle.amount, discount.percentage)
            : null,
      })),
    };
  }
}

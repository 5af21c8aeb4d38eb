import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { sessionMemberOf } from '../../shared/http/current-member.decorator';
import { geoipCountry, GetSiteSettingsQuery, normaliseHost, selectCountry } from '../../site/site.contracts';
import { activeDiscountFor, discountedAmount } from '../domain/discounts';
import { paymentMethodsFor } from '../domain/payment-methods';
import { BuyerReader } from '../orders/buyer.reader';
import { PriceList } from '../orders/price-list';
import { toDiscountView } from './discount.view';
import { BundlesResponse } from './bundles.response';

/** The credit bundles with local prices (visitors: /pricing; members: /credits with their discount). */
@Controller('api')
export class BundlesHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('bundles.php')
  async bundles(@Req() request: Request, @Query('country') chosen?: string): Promise<BundlesResponse> {
    const memberId = sessionMemberOf(request)?.id ?? null;
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(normaliseHost(request.hostname)));
    const buyer = memberId ? await this.buyers.read(memberId) : null;
    // A member pays the prices of their own country; a visitor sees those of the chosen or GeoIP country.
    const country = buyer?.country ?? selectCountry(site.countries, geoipCountry(request), chosen);
    const discount = buyer ? activeDiscountFor(buyer, this.clock.now()) : null;
    const bundles = await this.prices.bundles(site.id, country);
    return {
      country,
      currency: bundles[0]?.currency ?? site.minimumMessageCosts[country]?.currency ?? null,
      minimum_message_cost: site.minimumMessageCosts[country] ?? null,
      premium: buyer?.paidUser ?? false,
      discount: discount ? toDiscountView(discount) : null,
      payment_methods: [...paymentMethodsFor(country)],
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

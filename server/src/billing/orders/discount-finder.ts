import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { type MessageKey, money } from '../../shared/i18n/messages';
import {
  resolveDiscount,
  welcomeDiscountFor,
  type Discount,
  type DiscountRefusal,
} from '../domain/discounts';
import { DiscountCodesRepository } from '../database/discount-codes.repository';
import type { BuyerAccount } from './buyer.reader';

const REFUSALS: Record<DiscountRefusal, { status: number; key: MessageKey }> = {
  code_not_found: { status: 404, key: 'billing.code_not_found' },
  code_already_used: { status: 409, key: 'billing.code_already_used' },
  code_minimum: { status: 400, key: 'billing.code_minimum' },
};

/**
 * Finds the discount a member typed, or their welcome discount, or throws the spec's message ('Code not
 * found', 'Code already used').
 */
@Injectable()
export class DiscountFinder {
  constructor(
    private readonly codes: DiscountCodesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async find(
    typed: string,
    buyer: BuyerAccount,
    orderAmount: number | null,
    currency?: string,
  ): Promise<Discount> {
    const code = typed.trim().toUpperCase();
    if (!/^[A-Z0-9_-]{1,40}$/.test(code)) throw this.refuse('code_not_found');
    const stored = await this.codes.find(buyer.siteId, code);
    const result = resolveDiscount(code, stored, buyer, this.clock.now(), orderAmount);
    if (typeof result === 'string') throw this.refuse(result, stored?.minimum, currency);
    return result;
  }

  /** The welcome discount the buyer has now (SPEC §4); 404 code_not_found when they have none. */
  welcome(buyer: BuyerAccount): Discount {
    const discount = welcomeDiscountFor(buyer, this.clock.now());
    if (!discount) throw this.refuse('code_not_found');
    return discount;
  }

  private refuse(refusal: DiscountRefusal, minimum = 0, currency = 'EUR'): ApiError {
    const { status, key } = REFUSALS[refusal];
    return new ApiError(status, refusal, key, { minimum: money(minimum, currency) });
  }
}

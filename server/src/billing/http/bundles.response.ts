import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '../domain/payment-methods';
import { DiscountResponse } from './discount.response';

/** A credit bundle with its local price, in minor units of `currency`. */
export class BundleResponse {
  id: number;
  credits: number;
  popular: boolean;
  currency: string;
  price: number;
  price_per_credit: number;
  /** With the member's running discount, when the bundle reaches its minimum. */
  discounted_price: number | null;
}

export class MinimumMessageCostAnswer {
  costs: number;
  currency: string;
}

/** `GET /api/bundles.php`: the member's own country's prices (visitors: the chosen or GeoIP country). */
export class BundlesResponse {
  country: string;
  currency: string | null;
  minimum_message_cost: MinimumMessageCostAnswer | null;
  premium: boolean;
  discount: DiscountResponse | null;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', isArray: true })
  payment_methods: string[];
  /**
   * The readable name of each method of `payment_methods`, in the request's language: a brand ("iDEAL")
   * or a translated word ("Credit card", "Kreditkarte").
   */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { ideal: 'iDEAL' } })
  payment_method_names: Record<string, string>;
  bundles: BundleResponse[];
}

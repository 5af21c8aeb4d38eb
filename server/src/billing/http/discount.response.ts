import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '../domain/payment-methods';

/** A discount (SPEC §3 Discount code): a code, the welcome discount or the time bonus. */
export class DiscountResponse {
  code: string;
  percentage: number;
  /** The smallest bundle price it applies to, in minor units. */
  minimum: number;
  country: string | null;
  kind: 'code' | 'welcome' | 'time_bonus';
  expires: string | null;
}

/** `GET /api/discountcode.php`: 404 code_not_found, 409 code_used. */
export class DiscountAnswer {
  discount: DiscountResponse;
}

/** The time bonus of SPEC §3 (the client adds isVisible and the countdown). */
export class TimeBonusResponse {
  code: string;
  country: string | null;
  user_id: number;
  expires: string;
  value_percentage: number;
  currency: string | null;
  minimum_order_value: number;
  status: 'active';
  validity: 'once-per-user';
  expired: boolean;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', isArray: true })
  paymentmethods: string[];
  seconds_left: number;
}

/** `GET /api/timebonus.php` (null: no bonus running). */
export class TimeBonusAnswer {
  time_bonus: TimeBonusResponse | null;
}

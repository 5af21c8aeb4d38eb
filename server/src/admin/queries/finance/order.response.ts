import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '../../../billing/billing.contracts';

/** An order as finance sees it: `GET /admin/api/orders` (list) and `/admin/api/orders/:id`. */
export class AdminOrderResponse {
  id: string;
  account_id: number;
  credits: number;
  /** Two letters, the country the price list came from. */
  country: string;
  currency: string;
  /** Minor units of `currency`, before any discount. */
  list_amount: number;
  /** Minor units of `currency`, what the member pays. */
  amount: number;
  discount_code: string | null;
  discount_percentage: number;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  payment_method: string;
  provider: string;
  provider_payment_id: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
}

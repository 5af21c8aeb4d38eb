import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '../../domain/payment-methods';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-statuses';

/** An order as finance sees it (`GET /admin/api/orders`, `/admin/api/orders/:id`); money in minor units of `currency`. */
export class OrderAdminRow {
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

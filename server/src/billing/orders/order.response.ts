import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-statuses';
import { PAYMENT_METHODS } from '../domain/payment-methods';

/** What every view of an order shows; money in minor units of `currency`. */
export class OrderFields {
  id: string;
  credits: number;
  currency: string;
  /** Before any discount. */
  list_amount: number;
  /** What the member pays. */
  amount: number;
  discount_code: string | null;
  discount_percentage: number;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  payment_method: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
}

/** An order as the member sees it. */
export class OrderResponse extends OrderFields {
  bundle_id: number;
  /** The method's readable name in the request's language, offered today or not (as transactions.php `paymentmethod_name`). */
  payment_method_name: string;
}

/** `GET /api/orders.php`, `POST /api/refund.php`, `POST /api/directdebit-confirm.php`. */
export class OrderAnswer {
  order: OrderResponse;
}

/** `POST /api/orders.php` and `/api/repeat-order.php`: where to pay (null: nothing left to do). */
export class PlacedOrderResponse {
  order: OrderResponse;
  checkout_url: string | null;
}

export class StoredMethodResponse {
  /** Such as "Visa •••• 4242". */
  label: string;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  payment_method: string;
}

export class RepeatableOrderResponse {
  bundle_id: number;
  credits: number;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  payment_method: string;
  /** `payment_method`'s readable name in the request's language, offered today or not. */
  payment_method_name: string;
  stored_method: StoredMethodResponse | null;
}

/** `GET /api/repeat-order.php`: the last purchase, to buy again in one tap (null: none yet). */
export class RepeatOrderResponse {
  repeat: RepeatableOrderResponse | null;
}

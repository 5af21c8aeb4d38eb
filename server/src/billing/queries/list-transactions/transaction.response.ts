import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-statuses';
import { PAYMENT_METHODS } from '../../domain/payment-methods';

/** A purchase or an attempt at one, with its refund window (SPEC §3 Transaction). */
export class TransactionResponse {
  payment_id: string;
  credits: number;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  paymentmethod: string;
  /** The method's readable name in the request's language (as bundles.php `payment_method_names`). */
  paymentmethod_name: string;
  amount: number;
  currency: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  refund_days: number;
  refundable_until: string | null;
  refundable: boolean;
}

/** `GET /api/transactions.php`: `transactions`, newest first; with `?id=`, that one as `transaction`. */
export class TransactionsResponse {
  transactions?: TransactionResponse[];
  transaction?: TransactionResponse;
}

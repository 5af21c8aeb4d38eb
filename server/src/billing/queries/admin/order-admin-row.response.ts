import { OrderFields } from '../../orders/order.response';

/** An order as finance sees it (`GET /admin/api/orders`, `/admin/api/orders/:id`). */
export class OrderAdminRow extends OrderFields {
  account_id: number;
  /** Two letters, the country the price list came from. */
  country: string;
  provider: string;
  provider_payment_id: string | null;
  refunded_at: string | null;
}

import { ExportOrdersQuery, ListOrdersQuery, OrderAdminRow } from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminReadResource } from '../../http/admin-read-resource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders for finance: `GET /admin/api/orders`, `GET /admin/api/orders/:id`, `GET /admin/api/orders/export.csv`
 * (the refund is its own controller).
 */
export class AdminOrdersHttpController extends AdminReadResource({
  path: 'orders',
  roles: ['finance'],
  row: OrderAdminRow,
  listQuery: (params) => new ListOrdersQuery(params),
  parseId: (id) => (UUID.test(id) ? id : null),
  notFound: () => ApiError.notFound('order_not_found', 'billing.order_not_found'),
  csv: {
    query: (params) => new ExportOrdersQuery(params),
    columns: [
      'id',
      'created_at',
      'account_id',
      'country',
      'credits',
      'currency',
      'list_amount',
      'discount_code',
      'discount_percentage',
      'amount',
      'payment_method',
      'status',
      'provider',
      'provider_payment_id',
      'paid_at',
      'refunded_at',
    ],
  },
}) {}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListOrdersQuery, type OrderAdminRow } from '../../billing.contracts';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { toOrderView } from '../../orders/order.view';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';

/** Orders, page by page, for the admin console's finance views. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ params }: ListOrdersQuery): Promise<AdminListPage<OrderAdminRow>> {
    const page = await this.orders.page(params);
    return { rows: page.rows.map(toOrderAdminRow), total: page.total };
  }
}

function toOrderAdminRow(order: OrderRow): OrderAdminRow {
  const { bundle_id: _bundle, ...fields } = toOrderView(order);
  return {
    ...fields,
    account_id: order.account_id,
    country: order.country.trim(),
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    refunded_at: order.refunded_at?.toISOString() ?? null,
  };
}

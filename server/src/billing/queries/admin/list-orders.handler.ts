import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListOrdersQuery, type OrderAdminRow } from '../../billing.contracts';
import { type AdminListPage, mapPage } from '../../../shared/admin-list/admin-list-params';
import { toOrderAdminRow } from '../../orders/order.view';
import { OrdersRepository } from '../../database/orders.repository';

/** Orders, page by page, for the admin console's finance views. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ params }: ListOrdersQuery): Promise<AdminListPage<OrderAdminRow>> {
    return mapPage(await this.orders.page(params), toOrderAdminRow);
  }
}

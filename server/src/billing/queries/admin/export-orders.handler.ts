import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListExport, mapExport } from '../../../shared/admin-list/list-export';
import { ExportOrdersQuery, type OrderAdminRow } from '../../billing.contracts';
import { OrdersRepository } from '../../database/orders.repository';
import { toOrderAdminRow } from '../../orders/order.view';

/** Every filtered order, batch by batch, for the console's CSV export. */
@QueryHandler(ExportOrdersQuery)
export class ExportOrdersHandler implements IQueryHandler<ExportOrdersQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  execute({ params }: ExportOrdersQuery): Promise<AdminListExport<OrderAdminRow>> {
    // The filter and sort are checked now (a 400 before the download starts), the rows read later.
    return Promise.resolve(mapExport(this.orders.export(params), toOrderAdminRow));
  }
}

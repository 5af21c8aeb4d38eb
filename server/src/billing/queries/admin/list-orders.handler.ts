import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ListOrdersQuery,
  ORDER_LIST_FILTERS,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderAdminRow,
} from '../../billing.contracts';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { PAYMENT_METHODS } from '../../domain/payment-methods';
import { toOrderView } from '../../orders/order.view';
import type { OrderRow } from '../../database/order.row';
import {
  Conditions,
  filterValues,
  invalidFilter,
  oneOf,
  oneOrMany,
  orderBy,
  pageOf,
  positiveInteger,
  queryPage,
  uuid,
} from '../../../shared/admin-list/list-params';

/** Orders, page by page, for the admin console's finance views. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, AdminListPage<OrderAdminRow>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ params }: ListOrdersQuery): Promise<AdminListPage<OrderAdminRow>> {
    const filter = filterValues(params.filter, ORDER_LIST_FILTERS);
    const conditions = new Conditions();
    let ids: string[] | undefined;
    for (const [key, value] of filter) {
      switch (key) {
        case 'id':
          ids = oneOrMany(key, value, uuid);
          conditions.add((p) => `id = ANY(${p}::uuid[])`, ids);
          break;
        case 'account_id':
          conditions.add((p) => `account_id = ${p}`, positiveInteger(key, value));
          break;
        case 'status':
          conditions.add((p) => `status = ${p}`, oneOf(key, value, ORDER_STATUSES));
          break;
        case 'payment_method':
          conditions.add((p) => `payment_method = ${p}`, oneOf(key, value, PAYMENT_METHODS));
          break;
        case 'country':
          if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) throw invalidFilter(key);
          conditions.add((p) => `country = ${p}`, value.toUpperCase());
          break;
      }
    }
    const order = orderBy(params.sort, ORDER_SORT_FIELDS, { field: 'created_at', order: 'DESC' }, [
      'paid_at',
    ]);
    const page = await queryPage<OrderRow>(
      this.dataSource,
      { columns: '*', table: 'orders' },
      conditions,
      order,
      pageOf(params.range, ids?.length),
    );
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

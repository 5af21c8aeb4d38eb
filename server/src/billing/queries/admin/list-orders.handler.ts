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
  anyOf,
  applyFilters,
  equalTo,
  type FilterRule,
  filterValues,
  invalidFilter,
  oneOf,
  orderBy,
  pageOf,
  positiveInteger,
  queryPage,
  uuid,
} from '../../../shared/admin-list/list-params';

const ORDER_FILTER_RULES: Record<string, FilterRule> = {
  id: anyOf('id', 'uuid', uuid),
  account_id: equalTo('account_id', positiveInteger),
  status: equalTo('status', (key, value) => oneOf(key, value, ORDER_STATUSES)),
  payment_method: equalTo('payment_method', (key, value) => oneOf(key, value, PAYMENT_METHODS)),
  country: equalTo('country', (key, value) => {
    if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) throw invalidFilter(key);
    return value.toUpperCase();
  }),
};

/** Orders, page by page, for the admin console's finance views. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, AdminListPage<OrderAdminRow>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ params }: ListOrdersQuery): Promise<AdminListPage<OrderAdminRow>> {
    const conditions = applyFilters(filterValues(params.filter, ORDER_LIST_FILTERS), ORDER_FILTER_RULES);
    const order = orderBy(params.sort, ORDER_SORT_FIELDS, { field: 'created_at', order: 'DESC' }, [
      'paid_at',
    ]);
    const page = await queryPage<OrderRow>(
      this.dataSource,
      { columns: '*', table: 'orders' },
      conditions,
      order,
      pageOf(params.range, conditions.listed),
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

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
import type { OrderRow } from '../../orders/order.view';
import {
  Conditions,
  filterValues,
  invalidFilter,
  oneOf,
  oneOrMany,
  orderBy,
  pageOf,
  positiveInteger,
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
    const [offset, limit] = pageOf(params.range, ids?.length);

    const { where } = conditions;
    const count = conditions.params.length;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM orders ${where} ORDER BY ${order} LIMIT $${count + 1} OFFSET $${count + 2}`,
        [...conditions.params, limit, offset],
      ) as Promise<OrderRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM orders ${where}`,
        conditions.params,
      ) as Promise<[{ total: number }]>,
    ]);
    return { rows: rows.map(toOrderAdminRow), total };
  }
}

function toOrderAdminRow(order: OrderRow): OrderAdminRow {
  return {
    id: order.id,
    account_id: order.account_id,
    credits: order.credits,
    country: order.country.trim(),
    currency: order.currency.trim(),
    list_amount: order.list_amount,
    amount: order.amount,
    discount_code: order.discount_code,
    discount_percentage: order.discount_percentage,
    payment_method: order.payment_method,
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    status: order.status,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
    refunded_at: order.refunded_at?.toISOString() ?? null,
  };
}

import {
  anyOf,
  type AdminListSource,
  equalTo,
  invalidFilter,
  oneOf,
  positiveInteger,
  uuid,
} from '../../shared/admin-list/list-params';
import { ORDER_SORT_FIELDS, ORDER_STATUSES, type ORDER_LIST_FILTERS } from '../billing.contracts';
import { PAYMENT_METHODS } from '../domain/payment-methods';

/** Orders as the admin console lists them: newest first, unpaid ones last when sorted by payment. */
export const ORDER_LIST: AdminListSource<(typeof ORDER_LIST_FILTERS)[number]> = {
  table: 'orders',
  columns: '*',
  filters: {
    id: anyOf('id', 'uuid', uuid),
    account_id: equalTo('account_id', positiveInteger),
    status: equalTo('status', (key, value) => oneOf(key, value, ORDER_STATUSES)),
    payment_method: equalTo('payment_method', (key, value) => oneOf(key, value, PAYMENT_METHODS)),
    country: equalTo('country', (key, value) => {
      if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) throw invalidFilter(key);
      return value.toUpperCase();
    }),
  },
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: { field: 'created_at', order: 'DESC' },
  nullable: ['paid_at'],
};

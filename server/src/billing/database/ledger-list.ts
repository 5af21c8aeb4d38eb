import {
  anyOf,
  type AdminListSource,
  dateBound,
  equalTo,
  invalidFilter,
  oneOf,
  positiveInteger,
} from '../../shared/admin-list/list-params';
import { LEDGER_KINDS, LEDGER_SORT_FIELDS, type LEDGER_LIST_FILTERS } from '../billing.contracts';
import { LEDGER_COLUMNS } from './ledger-entry.record';

/** The credit ledger as the admin console lists it: newest entry first. */
export const LEDGER_LIST: AdminListSource<(typeof LEDGER_LIST_FILTERS)[number]> = {
  table: 'credit_ledger',
  columns: LEDGER_COLUMNS,
  filters: {
    id: anyOf('id', 'bigint', positiveIntegerId),
    account_id: equalTo('account_id', positiveInteger),
    kind: equalTo('kind', (key, value) => oneOf(key, value, LEDGER_KINDS)),
    from: (conditions, key, value) =>
      conditions.add((p) => `created_at >= ${p}`, dateBound(key, value, false).at),
    to: (conditions, key, value) => {
      const bound = dateBound(key, value, true);
      conditions.add((p) => `created_at ${bound.exclusive ? '<' : '<='} ${p}`, bound.at);
    },
  },
  sortFields: LEDGER_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'DESC' },
};

/** Ledger ids are bigserial: a positive whole number (or a string of digits) without the int4 ceiling. */
function positiveIntegerId(key: string, value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) throw invalidFilter(key);
  return number;
}

import { ADMIN_ROLES } from '../../shared/admin/admin-role';
import {
  anyOf,
  type AdminListSource,
  equalTo,
  invalidFilter,
  oneOf,
  positiveInteger,
} from '../../shared/admin-list/list-params';
import { ADMIN_ACCOUNT_COLUMNS } from './admin-account.record';

export const ADMIN_LIST_FILTERS = ['id', 'q', 'role', 'disabled'] as const;
export const ADMIN_SORT_FIELDS = ['id', 'email', 'name', 'role', 'created_at', 'last_login_at'] as const;

/** The admin accounts as the console lists them: by e-mail unless sorted otherwise. */
export const ADMIN_LIST: AdminListSource<(typeof ADMIN_LIST_FILTERS)[number]> = {
  table: 'admin_accounts',
  columns: ADMIN_ACCOUNT_COLUMNS,
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    // Part of the e-mail or the name, any case; % and _ are taken literally.
    q: (conditions, key, value) => {
      if (typeof value !== 'string' || value.length > 100) throw invalidFilter(key);
      const pattern = `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.add((p) => `(email::text ILIKE ${p} OR name ILIKE ${p})`, pattern);
    },
    role: equalTo('role', (key, value) => oneOf(key, value, ADMIN_ROLES)),
    disabled: (conditions, key, value) => {
      const disabled =
        value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
      if (disabled === null) throw invalidFilter(key);
      conditions.add((p) => `(disabled_at IS NOT NULL) = ${p}`, disabled);
    },
  },
  sortFields: ADMIN_SORT_FIELDS,
  defaultSort: { field: 'email', order: 'ASC' },
  nullable: ['last_login_at'],
};

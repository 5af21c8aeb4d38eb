import {
  anyOf,
  type AdminListSource,
  dateBound,
  equalTo,
  invalidFilter,
  positiveInteger,
} from '../../shared/admin-list/list-params';

/** A row of the audit log with the admin's e-mail and name (when the account still exists). */
export interface AuditLogRecord {
  id: string;
  admin_id: number;
  admin_email: string | null;
  admin_name: string | null;
  action: string;
  resource: string;
  record_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

export const AUDIT_LOG_FILTERS = ['id', 'admin_id', 'resource', 'action', 'record_id', 'from', 'to'] as const;
export const AUDIT_LOG_SORT_FIELDS = ['id', 'created_at'] as const;

/** A word of the log (resource, action, record id): printable, no longer than its column. */
const word =
  (max: number) =>
  (key: string, value: unknown): string => {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || text.length === 0 || text.length > max || !/^[\x21-\x7e]+$/.test(text))
      throw invalidFilter(key);
    return text;
  };

function entryId(key: string, value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,17}$/.test(text.trim())) throw invalidFilter(key);
  return text.trim();
}

/** The audit log, newest entry first; the admin's e-mail and name joined in (the planner keeps the indexes). */
export const AUDIT_LOG_LIST: AdminListSource<(typeof AUDIT_LOG_FILTERS)[number]> = {
  table: `(SELECT l.id, l.admin_id, a.email::text AS admin_email, a.name AS admin_name, l.action, l.resource,
                  l.record_id, l.before, l.after, l.created_at
             FROM audit_log l LEFT JOIN admin_accounts a ON a.id = l.admin_id) AS entries`,
  columns: 'id, admin_id, admin_email, admin_name, action, resource, record_id, before, after, created_at',
  filters: {
    id: anyOf('id', 'bigint', entryId),
    admin_id: equalTo('admin_id', positiveInteger),
    resource: equalTo('resource', word(40)),
    action: equalTo('action', word(60)),
    record_id: equalTo('record_id', word(80)),
    from: (conditions, key, value) =>
      conditions.add((p) => `created_at >= ${p}`, dateBound(key, value, false).at),
    to: (conditions, key, value) => {
      const bound = dateBound(key, value, true);
      conditions.add((p) => `created_at ${bound.exclusive ? '<' : '<='} ${p}`, bound.at);
    },
  },
  sortFields: AUDIT_LOG_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'DESC' },
};

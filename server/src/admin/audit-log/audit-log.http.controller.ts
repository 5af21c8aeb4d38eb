import { ApiError } from '../../shared/errors/api-error';
import { AdminReadResource } from '../http/admin-read-resource';
import { AuditLogRow } from './audit-log-row.response';
import { ListAuditLogQuery } from './list-audit-log.query';

/** The audit log (read only; operators and super-admins): `GET /admin/api/audit_log`, `/audit_log/:id`. */
export class AdminAuditLogHttpController extends AdminReadResource({
  path: 'audit_log',
  roles: ['operator'],
  row: AuditLogRow,
  listQuery: (params) => new ListAuditLogQuery(params),
  parseId: (id) => (/^[1-9]\d{0,17}$/.test(id) ? id : null),
  notFound: () => ApiError.notFound('audit_entry_not_found', 'admin.audit_entry_not_found'),
}) {}

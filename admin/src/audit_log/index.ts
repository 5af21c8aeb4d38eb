import type { ResourceModule } from '../resource-module';
import { AuditLogIcon } from './audit-log-icon';
import { AuditLogList } from './audit-log-list';
import { AuditLogShow } from './audit-log-show';

/** The audit log (operators and super-admins, read only): `GET /admin/api/audit_log`. */
export default {
  list: AuditLogList,
  show: AuditLogShow,
  icon: AuditLogIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

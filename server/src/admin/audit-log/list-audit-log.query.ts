import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../../shared/admin-list/admin-list-params';
import type { AuditLogRow } from './audit-log-row.response';

/**
 * The audit log, newest first. Filters: `id` (one or many), `admin_id`, `resource`, `action`,
 * `record_id`, `from` and `to` (dates or date-times); sorted by `id` or `created_at`.
 */
export class ListAuditLogQuery extends Query<AdminListPage<AuditLogRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

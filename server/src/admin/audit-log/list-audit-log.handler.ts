import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, mapPage } from '../../shared/admin-list/admin-list-params';
import type { AuditLogRecord } from '../database/audit-log-list';
import { AuditLogRepository } from '../database/audit-log.repository';
import type { AuditLogRow } from './audit-log-row.response';
import { ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(private readonly log: AuditLogRepository) {}

  async execute({ params }: ListAuditLogQuery): Promise<AdminListPage<AuditLogRow>> {
    return mapPage(await this.log.page(params), toAuditLogRow);
  }
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

function toAuditLogRow(row: AuditLogRecord): AuditLogRow {
  return {
    id: row.id,
    admin_id: row.admin_id,
    admin_email: row.admin_email,
    admin_name: row.admin_name,
    action: row.action,
    resource: row.resource,
    record_id: row.record_id,
    before: asObject(row.before),
    after: asObject(row.after),
    created_at: row.created_at.toISOString(),
  };
}

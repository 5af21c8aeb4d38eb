import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { AUDIT_LOG_LIST, type AuditLogRecord } from './audit-log-list';

/** Reads of the append-only audit log (AuditTrail writes it, in each write's own transaction). */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(params: AdminListParams): Promise<{ rows: AuditLogRecord[]; total: number }> {
    return readAdminList<AuditLogRecord>(this.dataSource, AUDIT_LOG_LIST, params);
  }
}

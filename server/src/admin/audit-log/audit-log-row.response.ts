import { ApiProperty } from '@nestjs/swagger';

/** An entry of the audit log (`GET /admin/api/audit_log`): who did what to which record, before and after. */
export class AuditLogRow {
  /** Bigserial, as a string (past 2^53 a number would lose digits). */
  id: string;
  admin_id: number;
  /** The admin's e-mail and name, null when the account no longer exists. */
  admin_email: string | null;
  admin_name: string | null;
  /** `<resource>.<verb>`: `admins.create`, `members.ban`, `orders.refund`. */
  action: string;
  resource: string;
  record_id: string;
  /** The record before the write (null for a creation); never secrets. */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
  created_at: string;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ComplaintAdminRow } from '../../compliance/compliance.contracts';
import type { AdminRole } from '../../shared/admin/admin-role';
import type {
  ComplaintAssignee,
  ComplaintConsoleRow,
} from '../resources/complaints/complaint-console-row.response';

/** The roles that handle complaints (and so may be assigned one); a super-admin handles everything. */
export const COMPLAINT_HANDLERS: readonly AdminRole[] = ['moderator', 'operator', 'super_admin'];

/** The active console accounts that complaints are assigned to, and their names on the rows. */
@Injectable()
export class ComplaintAssigneesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<ComplaintAssignee[]> {
    return (await this.dataSource.query(
      `SELECT id, name, role FROM admin_accounts
       WHERE role = ANY($1::text[]) AND disabled_at IS NULL ORDER BY name, id`,
      [COMPLAINT_HANDLERS],
    )) as ComplaintAssignee[];
  }

  /** Whether the account exists, is not disabled and handles complaints. */
  async mayHandle(adminId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM admin_accounts WHERE id = $1 AND role = ANY($2::text[]) AND disabled_at IS NULL`,
      [adminId, COMPLAINT_HANDLERS],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The rows with the names of their assignee and of who closed them. */
  async named(rows: ComplaintAdminRow[]): Promise<ComplaintConsoleRow[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.assignee_id, row.handled_by]))].filter(
      (id): id is number => id !== null,
    );
    const names = new Map<number, string>();
    if (ids.length) {
      const found = (await this.dataSource.query(
        `SELECT id, name FROM admin_accounts WHERE id = ANY($1::int[])`,
        [ids],
      )) as { id: number; name: string }[];
      for (const { id, name } of found) names.set(id, name);
    }
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
    return rows.map((row) => ({
      ...row,
      assignee_name: nameOf(row.assignee_id),
      handled_by_name: nameOf(row.handled_by),
    }));
  }
}

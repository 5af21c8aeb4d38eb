import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { firstRow } from '../../shared/database/first-row';
import type { ComplaintStatus, NewComplaint } from '../compliance.contracts';
import { COMPLAINT_LIST } from './complaint-list';
import { COMPLAINT_COLUMNS, type ComplaintListRecord, type ComplaintRecord } from './complaint.record';

/** How many of a member's own complaints /complaints shows (newest first). */
export const OWN_COMPLAINTS_SHOWN = 100;

/** The change a moderator makes to an open complaint. */
export interface ComplaintChange {
  assigneeId?: number | null;
  status?: Exclude<ComplaintStatus, 'open'>;
  note?: string;
  handledBy?: number;
}

/** The `complaints` table: filed by members, handled by moderators. */
@Injectable()
export class ComplaintsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Files an open complaint at `at`; answers its id. */
  async add(complaint: Required<NewComplaint>, at: Date): Promise<number> {
    const row = await firstRow<{ id: number }>(
      this.dataSource,
      `INSERT INTO complaints (reporter_id, target_profile_id, target_photo_id, target_message_id,
         message_text, target_name, reason, remarks, source, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $10) RETURNING id`,
      [
        complaint.reporterId,
        complaint.targetProfileId,
        complaint.targetPhotoId,
        complaint.targetMessageId,
        complaint.messageText,
        complaint.targetName,
        complaint.reason,
        complaint.remarks,
        complaint.source,
        at,
      ],
    );
    return row!.id;
  }

  /** The member's own complaints, newest first. */
  async ownedBy(reporterId: number): Promise<ComplaintRecord[]> {
    return (await this.dataSource.query(
      `SELECT ${COMPLAINT_COLUMNS} FROM complaints WHERE reporter_id = $1 ORDER BY id DESC LIMIT $2`,
      [reporterId, OWN_COMPLAINTS_SHOWN],
    )) as ComplaintRecord[];
  }

  /** One of the member's own complaints, or null. */
  ownOne(reporterId: number, id: number): Promise<ComplaintRecord | null> {
    return firstRow<ComplaintRecord>(
      this.dataSource,
      `SELECT ${COMPLAINT_COLUMNS} FROM complaints WHERE id = $1 AND reporter_id = $2`,
      [id, reporterId],
    );
  }

  /** A page of complaints as the console lists them. */
  page(params: AdminListParams): Promise<{ rows: ComplaintListRecord[]; total: number }> {
    return readAdminList<ComplaintListRecord>(this.dataSource, COMPLAINT_LIST, params);
  }

  /** Runs `work` in a transaction (the change and its audit entry commit together). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The complaint, locked until the transaction ends (concurrent changes wait, then see this one's). */
  lock(manager: EntityManager, id: number): Promise<ComplaintRecord | null> {
    return firstRow<ComplaintRecord>(
      manager,
      `SELECT ${COMPLAINT_COLUMNS} FROM complaints WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Applies the change to the (locked) complaint at `at`; answers it as it is now. */
  async change(
    manager: EntityManager,
    id: number,
    change: ComplaintChange,
    at: Date,
  ): Promise<ComplaintRecord> {
    const sets: string[] = ['updated_at = $2'];
    const params: unknown[] = [id, at];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (change.assigneeId !== undefined) set('assignee_id', change.assigneeId);
    if (change.status !== undefined) {
      set('status', change.status);
      set('handled_at', at);
    }
    if (change.note !== undefined) set('note', change.note);
    if (change.handledBy !== undefined) set('handled_by', change.handledBy);
    const [rows] = (await manager.query(
      `UPDATE complaints SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COMPLAINT_COLUMNS}`,
      params,
    )) as [ComplaintRecord[], number];
    return rows[0]!;
  }

  /** The row as the console lists it (with its group counts), read through `manager`. */
  async listed(manager: EntityManager, id: number): Promise<ComplaintListRecord> {
    // One statement: the transaction's connection runs one query at a time.
    const row = await firstRow<ComplaintListRecord>(
      manager,
      `SELECT ${COMPLAINT_LIST.columns} FROM complaints WHERE id = $1`,
      [id],
    );
    return row!;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** A chat message, like or match a member is to be mailed about. */
export interface MailItem {
  id: number;
  kind: 'message' | 'first_message' | 'like' | 'match';
  otherMemberId: number;
  /** The message's id; 0 for likes and matches. */
  ref: number;
}

export type MailItemCategory = 'messages' | 'likes';

export function categoryOf(kind: MailItem['kind']): MailItemCategory {
  return kind === 'like' || kind === 'match' ? 'likes' : 'messages';
}

interface MailItemRow {
  id: string;
  kind: MailItem['kind'];
  other_member_id: number;
  ref: string;
}

/** The mails queued (one per dedupe key, ever) and the items waiting for a member's batched mail. */
@Injectable()
export class NotificationMailsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes `dedupeKey` for a mail: its id when this call inserted the row, null when the key was taken
   * before (by any instance, any earlier try). The insert is the decision: no check comes before it.
   */
  async claim(
    dedupeKey: string,
    memberId: number,
    type: string,
    template: string,
    at: Date,
  ): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `INSERT INTO notification_mails (dedupe_key, member_id, type, template, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [dedupeKey, memberId, type, template, at],
    )) as { id: string }[];
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Gives a key back when its mail could not be queued (Redis away), so the caller's retry may send it. */
  async release(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM notification_mails WHERE id = $1`, [id]);
  }

  /** How many mails were queued under keys starting with `prefix` (tests, health). */
  async countByKeyPrefix(prefix: string): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM notification_mails WHERE starts_with(dedupe_key, $1)`,
      [prefix],
    )) as { n: number }[];
    return rows[0]!.n;
  }

  /**
   * The items of a member's category for the batched mail job `jobId`: those still open are claimed by it
   * in one statement, and those it claimed on an earlier try come back too.
   */
  async claimItems(memberId: number, category: MailItemCategory, jobId: string): Promise<MailItem[]> {
    await this.dataSource.query(
      `UPDATE notification_mail_items SET claimed_by = $3
       WHERE member_id = $1 AND category = $2 AND claimed_by IS NULL`,
      [memberId, category, jobId],
    );
    const rows = (await this.dataSource.query(
      `SELECT id, kind, other_member_id, ref FROM notification_mail_items
       WHERE claimed_by = $1 AND member_id = $2 ORDER BY id`,
      [jobId, memberId],
    )) as MailItemRow[];
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      otherMemberId: row.other_member_id,
      ref: Number(row.ref),
    }));
  }

  /**
   * Forgets the member's items mailed (claimed) before `before`. Claimed items stay that long so that the
   * same message, like or match handled again cannot be noted (and mailed) a second time.
   */
  async pruneClaimed(memberId: number, before: Date): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM notification_mail_items WHERE member_id = $1 AND claimed_by IS NOT NULL AND created_at < $2`,
      [memberId, before],
    );
  }

  /** An erased member leaves nothing behind (their mails' keys and items, and items about them). */
  static async eraseMember(manager: EntityManager, memberId: number): Promise<void> {
    await manager.query(`DELETE FROM notification_mail_items WHERE member_id = $1 OR other_member_id = $1`, [
      memberId,
    ]);
    await manager.query(`DELETE FROM notification_mails WHERE member_id = $1`, [memberId]);
  }
}

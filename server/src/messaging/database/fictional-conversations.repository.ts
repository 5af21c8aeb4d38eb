import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListPage, AdminListParams } from '../../shared/admin-list/admin-list-params';
import {
  anyOf,
  Conditions,
  type FilterRule,
  filterValues,
  invalidFilter,
  oneOf,
  orderBy,
  pageOf,
  positiveInteger,
  queryPage,
} from '../../shared/admin-list/list-params';
import { MESSAGE_COLUMNS, type MessageRow, messageRows } from './message.row';

/** A conversation of the chat agents' queue: a member's with a fictional profile. */
export interface FictionalQueueRow {
  id: number;
  fictional_id: number;
  member_id: number;
  /** The member's oldest message since the fictional profile last answered; null when answered. */
  waiting_since: Date | null;
  waiting: number;
  last_message_at: Date;
  /** The agent holding it now (null when nobody, or the hold expired). */
  claimed_by: number | null;
  claim_expires_at: Date | null;
  claimed_by_me: boolean;
}

/** Who holds a conversation, until when. */
export interface FictionalClaim {
  admin_id: number;
  claimed_at: Date;
  expires_at: Date;
}

/** The conversation's two sides: the fictional profile and the member writing to it. */
export interface FictionalPair {
  id: number;
  fictional_id: number;
  member_id: number;
  /** Up to which message the member read what the fictional profile sent. */
  member_read_up_to: number;
}

export const FICTIONAL_LIST_FILTERS = ['id', 'status', 'available', 'fictional_id', 'member_id'] as const;
export const FICTIONAL_SORT_FIELDS = ['id', 'waiting_since', 'last_message_at'] as const;

/**
 * Every side of a conversation whose member is fictional and whose partner is not ($1 the fictional ids,
 * $2 now, $3 the agent asking, $4 the partners left out: departed), with how long the member waits for an
 * answer and who holds it.
 */
const QUEUE = `(
  SELECT cm.conversation_id AS id, cm.member_id AS fictional_id, cm.partner_id AS member_id,
         cm.waiting_since, cm.waiting, cm.last_message_at,
         CASE WHEN fc.expires_at > $2 THEN fc.admin_id END AS claimed_by,
         CASE WHEN fc.expires_at > $2 THEN fc.expires_at END AS claim_expires_at,
         coalesce(fc.expires_at > $2 AND fc.admin_id = $3, false) AS claimed_by_me
    FROM conversation_members cm
    LEFT JOIN fictional_claims fc ON fc.conversation_id = cm.conversation_id
   WHERE cm.member_id = ANY($1::int[]) AND NOT (cm.partner_id = ANY($1::int[]))
     AND NOT (cm.partner_id = ANY($4::int[])) AND cm.last_message_id IS NOT NULL) AS q`;

const FILTERS: Record<(typeof FICTIONAL_LIST_FILTERS)[number], FilterRule> = {
  id: anyOf('id', 'int', positiveInteger),
  status: (conditions, key, value) =>
    conditions.add(
      (p) => `(waiting_since IS NOT NULL) = ${p}`,
      oneOf(key, value, ['waiting', 'answered']) === 'waiting',
    ),
  available: (conditions, key, value) => {
    if (typeof value !== 'boolean') throw invalidFilter(key);
    conditions.add((p) => `(claimed_by IS NULL OR claimed_by_me) = ${p}`, value);
  },
  fictional_id: (conditions, key, value) =>
    conditions.add((p) => `fictional_id = ${p}`, positiveInteger(key, value)),
  member_id: (conditions, key, value) =>
    conditions.add((p) => `member_id = ${p}`, positiveInteger(key, value)),
};

/** The chat agents' side of messaging: the queue, claims, whole conversations and the profiles' notes. */
@Injectable()
export class FictionalConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The members who have written to the fictional profiles (the queue's partners). */
  async partnersOf(fictionalIds: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT cm.partner_id FROM conversation_members cm
        WHERE cm.member_id = ANY($1::int[]) AND NOT (cm.partner_id = ANY($1::int[]))
          AND cm.last_message_id IS NOT NULL`,
      [fictionalIds],
    )) as { partner_id: number }[];
    return rows.map((row) => row.partner_id);
  }

  /**
   * One page of the queue, without the conversations of the members in `departed`; by default the
   * longest-waiting first, answered ones last.
   */
  page(
    params: AdminListParams,
    fictionalIds: number[],
    departed: number[],
    now: Date,
    adminId: number,
  ): Promise<AdminListPage<FictionalQueueRow>> {
    const values = filterValues(params.filter, FICTIONAL_LIST_FILTERS);
    const conditions = new Conditions();
    conditions.params.push(fictionalIds, now, adminId, departed);
    for (const [key, value] of values) FILTERS[key as keyof typeof FILTERS](conditions, key, value);
    const order = orderBy(params.sort, FICTIONAL_SORT_FIELDS, { field: 'waiting_since', order: 'ASC' }, [
      'waiting_since',
    ]);
    return queryPage<FictionalQueueRow>(
      this.dataSource,
      {
        columns: `id, fictional_id, member_id, waiting_since, waiting, last_message_at, claimed_by,
                  claim_expires_at, claimed_by_me`,
        table: QUEUE,
      },
      conditions,
      order,
      pageOf(params.range, conditions.listed),
    );
  }

  /** The conversation when it is a member's with a fictional profile; null otherwise. */
  async pair(conversationId: number, fictionalIds: number[]): Promise<FictionalPair | null> {
    const [row] = (await this.dataSource.query(
      `SELECT cm.conversation_id AS id, cm.member_id AS fictional_id, cm.partner_id AS member_id,
              other.read_up_to::text AS member_read_up_to
         FROM conversation_members cm
         JOIN conversation_members other
           ON other.conversation_id = cm.conversation_id AND other.member_id = cm.partner_id
        WHERE cm.conversation_id = $1 AND cm.member_id = ANY($2::int[]) AND NOT (cm.partner_id = ANY($2::int[]))`,
      [conversationId, fictionalIds],
    )) as (Omit<FictionalPair, 'member_read_up_to'> & { member_read_up_to: string })[];
    return row ? { ...row, member_read_up_to: Number(row.member_read_up_to) } : null;
  }

  /** Every sent message of the conversation, oldest first. */
  async messages(conversationId: number): Promise<MessageRow[]> {
    return messageRows(
      await this.dataSource.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.state = 'sent'
          ORDER BY m.id`,
        [conversationId],
      ),
    );
  }

  /** The current hold of the conversation (null when nobody holds it or the hold expired). */
  async claimOf(conversationId: number, now: Date): Promise<FictionalClaim | null> {
    const [row] = (await this.dataSource.query(
      `SELECT admin_id, claimed_at, expires_at FROM fictional_claims WHERE conversation_id = $1 AND expires_at > $2`,
      [conversationId, now],
    )) as FictionalClaim[];
    return row ?? null;
  }

  /**
   * Takes (or renews) the hold of the conversation for the agent until `until`, in one statement: when
   * another agent holds it and the hold has not expired, nothing changes and null is the answer (of two
   * agents claiming at once, the row lock lets exactly one win). `audit` runs in the same transaction.
   */
  claim(
    conversationId: number,
    adminId: number,
    now: Date,
    until: Date,
    audit: (manager: EntityManager, before: FictionalClaim | null, after: FictionalClaim) => Promise<void>,
  ): Promise<FictionalClaim | null> {
    return this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT admin_id, claimed_at, expires_at FROM fictional_claims WHERE conversation_id = $1 AND expires_at > $2`,
        [conversationId, now],
      )) as FictionalClaim[];
      const [after] = (await manager.query(
        `INSERT INTO fictional_claims AS fc (conversation_id, admin_id, claimed_at, expires_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (conversation_id) DO UPDATE
           SET admin_id = EXCLUDED.admin_id, expires_at = EXCLUDED.expires_at,
               claimed_at = CASE WHEN fc.admin_id = EXCLUDED.admin_id AND fc.expires_at > $3
                                 THEN fc.claimed_at ELSE EXCLUDED.claimed_at END
           WHERE fc.expires_at <= $3 OR fc.admin_id = EXCLUDED.admin_id
         RETURNING admin_id, claimed_at, expires_at`,
        [conversationId, adminId, now, until],
      )) as FictionalClaim[];
      if (!after) return null;
      await audit(manager, before ?? null, after);
      return after;
    });
  }

  /**
   * Inside a reply's transaction: the agent's hold of the conversation, locked, renewed until `until`;
   * null (nothing changed) when the agent does not hold it now.
   */
  async renewHeld(
    manager: EntityManager,
    conversationId: number,
    adminId: number,
    now: Date,
    until: Date,
  ): Promise<FictionalClaim | null> {
    const [[row]] = (await manager.query(
      `UPDATE fictional_claims SET expires_at = GREATEST(expires_at, $4)
        WHERE conversation_id = $1 AND admin_id = $2 AND expires_at > $3
        RETURNING admin_id, claimed_at, expires_at`,
      [conversationId, adminId, now, until],
    )) as [FictionalClaim[], number];
    return row ?? null;
  }

  /** Gives the hold up (only the agent holding it can); whether it held it. */
  release(
    conversationId: number,
    adminId: number,
    now: Date,
    audit: (manager: EntityManager, before: FictionalClaim) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT admin_id, claimed_at, expires_at FROM fictional_claims
          WHERE conversation_id = $1 AND admin_id = $2 AND expires_at > $3 FOR UPDATE`,
        [conversationId, adminId, now],
      )) as FictionalClaim[];
      if (!row) return false;
      await manager.query(`UPDATE fictional_claims SET expires_at = $2 WHERE conversation_id = $1`, [
        conversationId,
        now,
      ]);
      await audit(manager, row);
      return true;
    });
  }

  /** The fictional profile's notes ('' when none were written). */
  async notes(
    profileId: number,
  ): Promise<{ notes: string; updated_at: Date | null; updated_by: number | null }> {
    const [row] = (await this.dataSource.query(
      `SELECT notes, updated_at, updated_by FROM fictional_notes WHERE profile_id = $1`,
      [profileId],
    )) as { notes: string; updated_at: Date; updated_by: number | null }[];
    return row ?? { notes: '', updated_at: null, updated_by: null };
  }

  /** Replaces the profile's notes; `audit` gets the notes before, in the same transaction. */
  saveNotes(
    profileId: number,
    notes: string,
    adminId: number,
    now: Date,
    audit: (manager: EntityManager, before: string) => Promise<void>,
  ): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO fictional_notes (profile_id, notes, updated_by, updated_at) VALUES ($1, '', NULL, $2)
         ON CONFLICT (profile_id) DO NOTHING`,
        [profileId, now],
      );
      const [before] = (await manager.query(
        `SELECT notes FROM fictional_notes WHERE profile_id = $1 FOR UPDATE`,
        [profileId],
      )) as [{ notes: string }];
      await manager.query(
        `UPDATE fictional_notes SET notes = $2, updated_by = $3, updated_at = $4 WHERE profile_id = $1`,
        [profileId, notes, adminId, now],
      );
      await audit(manager, before.notes);
    });
  }
}

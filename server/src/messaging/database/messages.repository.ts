import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import { MessageSent, type MessageKind } from '../messaging.contracts';
import type { ConversationSide } from './conversations.repository';
import { MESSAGE_COLUMNS, type MessageRow, messageRows } from './message.row';

export interface NewMessage {
  senderId: number;
  recipientId: number;
  clientId: string;
  kind: MessageKind;
  text: string;
  photoFile: string | null;
  photoThumb: string | null;
  giftId: number | null;
  credits: number;
}

/**
 * Runs when the message would make the conversation count as one the sender started (under the sender's
 * lock, so parallel starts see each other): `started` is how many already count. Throws to refuse.
 */
export type StartCheck = (started: number) => void;

/** Writes of conversations and messages: a message is stored pending, then marked sent (or void). */
@Injectable()
export class MessagesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async byClientId(senderId: number, clientId: string): Promise<MessageRow | null> {
    const rows = messageRows(
      await this.dataSource.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`,
        [senderId, clientId],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * What a send starts from, in one statement: the sender's message with this `client_id` if any, and the
   * sender's side of the conversation it goes to (the earlier message's, else the member's or the
   * conversation's the request names). `counted`: the sender started it and a sent message of theirs is
   * in it, so it counts as one they started for good.
   */
  async sendContext(
    senderId: number,
    clientId: string,
    target: { memberId: number } | { conversationId: number },
  ): Promise<{ earlier: MessageRow | null; side: (ConversationSide & { counted: boolean }) | null }> {
    const [row] = (await this.dataSource.query(
      `WITH earlier AS (SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2)
       SELECT e.*, s.*
         FROM (VALUES (1)) AS one (n)
         LEFT JOIN earlier e ON true
         LEFT JOIN LATERAL (
           SELECT cm.conversation_id AS side_conversation_id, cm.member_id AS side_member_id,
                  cm.partner_id AS side_partner_id, c.started_by AS side_started_by, cm.unread AS side_unread,
                  cm.removed_at AS side_removed_at, other.read_up_to::text AS side_partner_read_up_to,
                  c.started_by = $1 AND EXISTS (
                    SELECT 1 FROM messages x WHERE x.conversation_id = cm.conversation_id AND x.state = 'sent'
                       AND x.sender_id = $1) AS side_counted
             FROM conversation_members cm
             JOIN conversations c ON c.id = cm.conversation_id
             JOIN conversation_members other
               ON other.conversation_id = cm.conversation_id AND other.member_id = cm.partner_id
            WHERE cm.member_id = $1
              AND CASE WHEN e.id IS NOT NULL THEN cm.partner_id = e.recipient_id
                       WHEN $3::int IS NOT NULL THEN cm.partner_id = $3::int
                       ELSE cm.conversation_id = $4::int END) s ON true`,
      [
        senderId,
        clientId,
        'memberId' in target ? target.memberId : null,
        'conversationId' in target ? target.conversationId : null,
      ],
    )) as Record<string, unknown>[];
    const earlier = row!.id === null ? null : messageRows([row])[0]!;
    const side =
      row!.side_conversation_id === null
        ? null
        : {
            conversation_id: row!.side_conversation_id as number,
            member_id: row!.side_member_id as number,
            partner_id: row!.side_partner_id as number,
            started_by: row!.side_started_by as number,
            unread: row!.side_unread as number,
            removed_at: row!.side_removed_at as Date | null,
            partner_read_up_to: Number(row!.side_partner_read_up_to),
            counted: row!.side_counted as boolean,
          };
    return { earlier, side };
  }

  async byId(messageId: number): Promise<MessageRow | null> {
    const rows = messageRows(
      await this.dataSource.query(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.id = $1`, [messageId]),
    );
    return rows[0] ?? null;
  }

  /** The conversation of two members, if they have one. */
  async conversationOf(memberId: number, partnerId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT conversation_id FROM conversation_members WHERE member_id = $1 AND partner_id = $2`,
      [memberId, partnerId],
    )) as { conversation_id: number }[];
    return row?.conversation_id ?? null;
  }

  /**
   * Stores the message as pending, making the pair's conversation when it has none. When the message
   * would make the conversation one the sender started and it did not count yet, `check` decides under a
   * per-sender lock. Answers the stored row and whether it is new (false: the same `client_id` won a race).
   */
  storePending(
    message: NewMessage,
    check: StartCheck,
    /**
     * The pair's conversation when the caller knows it exists (saves making it); `counted` when it
     * already counts as one the sender started for good (a sent message of theirs is in it).
     */
    known?: { id: number; startedBy: number; counted?: boolean },
  ): Promise<{ message: MessageRow; created: boolean }> {
    const now = this.clock.now();
    // Nothing to decide under the sender's lock: the insert alone, without a transaction of its own.
    if (known && (known.counted || known.startedBy !== message.senderId))
      return this.insertPending(this.dataSource.manager, known.id, message, now);
    return this.dataSource.transaction(async (manager) => {
      const conversation = known ?? (await this.ensureConversation(manager, message, now));
      await this.checkStart(manager, message.senderId, conversation, check);
      return this.insertPending(manager, conversation.id, message, now);
    });
  }

  private async insertPending(
    manager: EntityManager,
    conversationId: number,
    message: NewMessage,
    now: Date,
  ): Promise<{ message: MessageRow; created: boolean }> {
    const inserted = messageRows(
      await manager.query(
        `INSERT INTO messages (conversation_id, sender_id, recipient_id, client_id, kind, text, photo_file,
                                 photo_thumb, gift_id, credits, state, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11)
           ON CONFLICT (sender_id, client_id) DO NOTHING
           RETURNING ${MESSAGE_COLUMNS.replace(/m\./g, '')}`,
        [
          conversationId,
          message.senderId,
          message.recipientId,
          message.clientId,
          message.kind,
          message.text,
          message.photoFile,
          message.photoThumb,
          message.giftId,
          message.credits,
          now,
        ],
      ),
    );
    if (inserted[0]) return { message: inserted[0], created: true };
    const existing = messageRows(
      await manager.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`,
        [message.senderId, message.clientId],
      ),
    );
    return { message: existing[0]!, created: false };
  }

  /**
   * When the conversation is the sender's own and does not count yet as one they started (no pending or
   * sent message of theirs in it), `check` decides under the sender's lock with the number that count.
   */
  private async checkStart(
    manager: EntityManager,
    senderId: number,
    conversation: { id: number; startedBy: number },
    check: StartCheck,
  ): Promise<void> {
    if (conversation.startedBy !== senderId) return;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:conversation-starts'), $1)`, [
      senderId,
    ]);
    const [counts] = (await manager.query(
      `SELECT count(*) FILTER (WHERE c.id <> $2)::int AS others, count(*) FILTER (WHERE c.id = $2)::int AS this
         FROM conversations c
        WHERE c.started_by = $1
          AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = $1
                        AND m.state IN ('pending', 'sent'))`,
      [senderId, conversation.id],
    )) as [{ others: number; this: number }];
    if (!counts.this) check(counts.others);
  }

  private async ensureConversation(
    manager: EntityManager,
    message: NewMessage,
    now: Date,
  ): Promise<{ id: number; startedBy: number }> {
    const low = Math.min(message.senderId, message.recipientId);
    const high = Math.max(message.senderId, message.recipientId);
    await manager.query(
      `INSERT INTO conversations (member_low, member_high, started_by, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_low, member_high) DO NOTHING`,
      [low, high, message.senderId, now],
    );
    const [conversation] = (await manager.query(
      `SELECT id, started_by FROM conversations WHERE member_low = $1 AND member_high = $2`,
      [low, high],
    )) as [{ id: number; started_by: number }];
    await manager.query(
      `INSERT INTO conversation_members (conversation_id, member_id, partner_id)
       VALUES ($1, $2, $3), ($1, $3, $2) ON CONFLICT DO NOTHING`,
      [conversation.id, message.senderId, message.recipientId],
    );
    return { id: conversation.id, startedBy: conversation.started_by };
  }

  /**
   * A void or stale pending message is sent again (a retry after a failed spend): it becomes pending with
   * a fresh time, so the sweep leaves it to the send. Null when it is sent already.
   */
  revive(message: MessageRow, check: StartCheck): Promise<MessageRow | null> {
    return this.dataSource.transaction(async (manager) => {
      const [conversation] = (await manager.query(`SELECT id, started_by FROM conversations WHERE id = $1`, [
        message.conversation_id,
      ])) as [{ id: number; started_by: number }];
      await this.checkStart(
        manager,
        message.sender_id,
        { id: conversation.id, startedBy: conversation.started_by },
        check,
      );
      const [updated] = (await manager.query(
        `UPDATE messages m SET state = 'pending', created_at = $2 WHERE m.id = $1 AND m.state <> 'sent'
         RETURNING ${MESSAGE_COLUMNS}`,
        [message.id, this.clock.now()],
      )) as [unknown[], number];
      return messageRows(updated)[0] ?? null;
    });
  }

  /**
   * Its credits were spent: the message is sent (from pending or void), both sides of the conversation
   * move, and MessageSent is written with it. A message already sent is answered as it is, unchanged.
   */
  markSent(messageId: number): Promise<MessageRow> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager, publish) => {
      // One statement: the mark, both sides of the conversation, and whether it is the first sent message
      // (read in the statement's snapshot, from before this one was sent).
      const [row] = (await manager.query(
        `WITH sent AS (
           UPDATE messages m SET state = 'sent', sent_at = $2 WHERE m.id = $1 AND m.state <> 'sent'
           RETURNING ${MESSAGE_COLUMNS}),
         sides AS (
           UPDATE conversation_members cm
              SET last_message_id = GREATEST(coalesce(cm.last_message_id, 0), sent.id::bigint),
                  last_message_at = $2,
                  unread = cm.unread + CASE WHEN cm.member_id = sent.recipient_id THEN 1 ELSE 0 END
             FROM sent WHERE cm.conversation_id = sent.conversation_id)
         SELECT sent.*, true AS changed,
                NOT EXISTS (SELECT 1 FROM messages e WHERE e.conversation_id = sent.conversation_id
                              AND e.state = 'sent' AND e.id <> sent.id::bigint) AS first
           FROM sent
         UNION ALL
         SELECT ${MESSAGE_COLUMNS}, false, false FROM messages m
          WHERE m.id = $1 AND NOT EXISTS (SELECT 1 FROM sent)`,
        [messageId, now],
      )) as (Record<string, unknown> & { changed: boolean; first: boolean })[];
      const [sent] = messageRows([row!]);
      if (!row!.changed) return sent!;
      await publish(
        new MessageSent(
          sent!.id,
          sent!.conversation_id,
          sent!.sender_id,
          sent!.recipient_id,
          sent!.kind,
          row!.first,
          now,
        ),
      );
      return sent!;
    });
  }

  /** Its credits were not spent: the message is never shown (unless a retry completes it). */
  async markVoid(messageId: number, staleBefore?: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE messages SET state = 'void' WHERE id = $1 AND state = 'pending'
          AND ($2::timestamptz IS NULL OR created_at < $2) RETURNING id`,
      [messageId, staleBefore ?? null],
    )) as [unknown[], number];
    return rows[0].length > 0;
  }

  /** Pending messages stored before `before`, oldest first. */
  async pendingBefore(before: Date, limit: number): Promise<MessageRow[]> {
    return messageRows(
      await this.dataSource.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.state = 'pending' AND m.created_at < $1
          ORDER BY m.created_at LIMIT $2`,
        [before, limit],
      ),
    );
  }
}

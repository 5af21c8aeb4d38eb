import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  INSUFFICIENT_CREDITS_SQLSTATE,
  SPEND_CREDITS_FUNCTION,
  type SpendKind,
} from '../../billing/billing.contracts';
import { preparedQuery, preparedQueryIn } from '../../shared/database/prepared-query';
import { ADD_EVENT_FUNCTION, Outbox } from '../../shared/outbox/outbox';
import { MessageSent, type MessageKind } from '../messaging.contracts';
import type { ConversationSide } from './conversations.repository';
import { SPEND_KEY_PREFIX } from '../domain/messaging-rules';
import { MESSAGE_COLUMNS, type MessageRow, messageRows } from './message.row';
import { SentMessageSnapshots } from './sent-message-snapshots';

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

/** The sender's credits fell short of the message's price: nothing was stored. */
export class CreditsShort extends Error {}

/**
 * The message sent and both sides of its conversation moved, as CTEs `sent` (the stored row; none when this
 * `client_id` was stored first) and `first` (whether it is the conversation's first sent message).
 * Parameters: $1 conversation, $2 sender, $3 recipient, $4 client id, $5 kind, $6 text, $7 photo file,
 * $8 thumb, $9 gift, $10 credits, $11 the time. Both sides by their key (member, conversation): by the
 * conversation alone is a scan of the index.
 */
const STORE_SENT_CTES = storeSentCtes(`VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'sent', $11, $11)`);

/** STORE_SENT_CTES with the message's row from `source` (a VALUES list, or a SELECT giving the conversation). */
function storeSentCtes(source: string): string {
  return `sent AS (
   INSERT INTO messages (conversation_id, sender_id, recipient_id, client_id, kind, text, photo_file,
                         photo_thumb, gift_id, credits, state, created_at, sent_at)
   ${source}
   ON CONFLICT (sender_id, client_id) DO NOTHING
   RETURNING ${MESSAGE_COLUMNS.replace(/m\./g, '')}),
 sides AS (
   UPDATE conversation_members cm
      SET last_message_id = GREATEST(coalesce(cm.last_message_id, 0), sent.id::bigint),
          last_message_at = $11,
          unread = cm.unread + CASE WHEN cm.member_id = sent.recipient_id THEN 1 ELSE 0 END,
          has_sent = cm.has_sent OR cm.member_id = sent.sender_id,
          -- The recipient owes an answer (since the first message unanswered), the sender just gave one.
          waiting_since = CASE WHEN cm.member_id = sent.recipient_id THEN coalesce(cm.waiting_since, $11) END,
          waiting = CASE WHEN cm.member_id = sent.recipient_id THEN cm.waiting + 1 ELSE 0 END,
          last_received_id = CASE WHEN cm.member_id = sent.recipient_id
                                  THEN GREATEST(cm.last_received_id, sent.id::bigint)
                                  ELSE cm.last_received_id END
     FROM sent
    WHERE cm.member_id IN (sent.sender_id, sent.recipient_id) AND cm.conversation_id = sent.conversation_id),
 first AS (
   SELECT NOT EXISTS (SELECT 1 FROM messages e WHERE e.conversation_id = sent.conversation_id
                        AND e.state = 'sent') AS first
     FROM sent)`;
}

/**
 * The sender's side of their conversation with $3 (the one numbered $1, when $1 is not null) where the
 * start rule has nothing left to decide: the partner started it, or a sent message of the sender's is in it
 * (see SendMessageHandler). As `side`, then the message in it as STORE_SENT_CTES's `sent`.
 */
const SETTLED_SIDE_CTES = `side AS (
   SELECT cm.conversation_id
     FROM conversation_members cm
     JOIN conversations c ON c.id = cm.conversation_id
    WHERE cm.member_id = $2 AND cm.partner_id = $3 AND ($1::int IS NULL OR cm.conversation_id = $1::int)
      AND (cm.has_sent OR c.started_by <> $2)),
 ${storeSentCtes(`SELECT side.conversation_id, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'sent', $11, $11 FROM side`)}`;

/** STORE_SENT_CTES's parameters $1 to $11. */
function storeSentValues(conversationId: number | null, message: NewMessage, now: Date): unknown[] {
  return [
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
  ];
}

/** Writes of conversations and messages: a message is stored with its payment, or not at all. */
@Injectable()
export class MessagesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly snapshots: SentMessageSnapshots,
  ) {}

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
    // One statement per kind of target, so PostgreSQL keeps one plan for each instead of planning anew.
    const byMember = 'memberId' in target;
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      byMember ? 'messaging-send-context-member' : 'messaging-send-context-conversation',
      `WITH earlier AS (SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2)
       SELECT e.*, s.*
         FROM (VALUES (1)) AS one (n)
         LEFT JOIN earlier e ON true
         LEFT JOIN LATERAL (
           SELECT cm.conversation_id AS side_conversation_id, cm.member_id AS side_member_id,
                  cm.partner_id AS side_partner_id, c.started_by AS side_started_by, cm.unread AS side_unread,
                  cm.removed_at AS side_removed_at, other.read_up_to::text AS side_partner_read_up_to,
                  c.started_by = $1 AND cm.has_sent AS side_counted
             FROM conversation_members cm
             JOIN conversations c ON c.id = cm.conversation_id
             JOIN conversation_members other
               ON other.conversation_id = cm.conversation_id AND other.member_id = cm.partner_id
            WHERE cm.member_id = $1
              AND ${
                byMember
                  ? 'cm.partner_id = coalesce(e.recipient_id, $3::int)'
                  : 'cm.conversation_id = coalesce(e.conversation_id, $3::int)'
              }) s ON true`,
      [senderId, clientId, byMember ? target.memberId : target.conversationId],
    );
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

  /**
   * Stores the message sent and pays for it in one transaction: the pair's conversation (made when it
   * has none), the start check when due, the message with both sides of the conversation moved, then
   * `pay` (billing's spend, in this transaction) and MessageSent. What `pay` or a later step throws rolls
   * all of it back. Answers the stored row and whether it is new (false: the same `client_id` was stored
   * first, by a retry or a race, and is answered unchanged).
   */
  storeSent(
    message: NewMessage,
    check: StartCheck,
    pay: (manager: EntityManager, stored: MessageRow) => Promise<void>,
    /**
     * The pair's conversation when the caller knows it exists (saves making it); `counted` when it
     * already counts as one the sender started for good (a sent message of theirs is in it).
     */
    known?: { id: number; startedBy: number; counted?: boolean },
  ): Promise<{ message: MessageRow; created: boolean }> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager, publish) => {
      const conversation = known ?? (await this.ensureConversation(manager, message, now));
      if (!known?.counted) await this.checkStart(manager, message.senderId, conversation, check);
      const {
        rows: [row],
      } = await preparedQueryIn<Record<string, unknown> & { first: boolean }>(
        manager,
        'messaging-store-sent',
        `WITH ${STORE_SENT_CTES} SELECT sent.*, first.first FROM sent, first`,
        storeSentValues(conversation.id, message, now),
      );
      if (!row) return { message: await this.earlier(manager, message), created: false };
      const [stored] = messageRows([row]);
      await pay(manager, stored!);
      await publish(this.sentEvent(stored!, row.first, now));
      return { message: stored!, created: true };
    });
  }

  /**
   * The usual send in one statement, one round trip: to the sender's conversation with the recipient (the
   * one `conversationId` names, when given) where the start rule has nothing left to decide (the partner
   * started it, or it counts already), the message with both sides moved, its spend through billing's
   * SPEND_CREDITS_FUNCTION, and MessageSent with its deliveries, committed together or not at all; the
   * event is then relayed as storeSent relays it. The statement finds the side itself, so the send needs no
   * read before it. Answers null (nothing stored) when there is no such side; throws CreditsShort (nothing
   * stored) when the credits fall short. Else answers as storeSent does, with the balance the spend left.
   */
  async storeInSettledConversation(
    message: NewMessage,
    conversationId: number | null,
    spendKind: SpendKind,
  ): Promise<{ message: MessageRow; created: boolean; balance?: number } | null> {
    const now = this.clock.now();
    const event = this.outbox.statementEvent(MessageSent.name);
    const rows = await preparedQuery<
      Record<string, unknown> & { settled: boolean; first: boolean; balance: number; event_id: string }
    >(
      this.dataSource,
      'messaging-store-in-settled-conversation',
      `WITH ${SETTLED_SIDE_CTES},
         spent AS (
           SELECT ${SPEND_CREDITS_FUNCTION}(sent.sender_id, $12, sent.credits, '${SPEND_KEY_PREFIX}' || sent.id, $11, $13) AS balance
             FROM sent),
         event AS (
           SELECT ${ADD_EVENT_FUNCTION}('${MessageSent.name}',
                    jsonb_build_object('messageId', sent.id::bigint, 'conversationId', sent.conversation_id,
                                       'senderId', sent.sender_id, 'recipientId', sent.recipient_id,
                                       'kind', sent.kind, 'firstInConversation', first.first, 'occurredAt', $13::text),
                    $14, $15, $16, $17, $18)::text AS id
             FROM sent, first, spent)
       SELECT EXISTS (SELECT 1 FROM side) AS settled, paid.*
         FROM (VALUES (1)) AS one (n)
         LEFT JOIN (SELECT sent.*, first.first, spent.balance, event.id AS event_id
                      FROM sent, first, spent, event) paid ON true`,
      [...storeSentValues(conversationId, message, now), spendKind, now.toISOString(), ...event.parameters],
    ).catch((error: unknown) => {
      throw (error as { code?: string }).code === INSUFFICIENT_CREDITS_SQLSTATE ? new CreditsShort() : error;
    });
    const [row] = rows;
    if (!row!.settled) return null;
    if (row!.id === null)
      return { message: await this.earlier(this.dataSource.manager, message), created: false };
    const [stored] = messageRows([row!]);
    await event.relayed(row!.event_id, this.sentEvent(stored!, row!.first, now));
    return { message: stored!, created: true, balance: row!.balance };
  }

  /** MessageSent of a message just stored, its row kept for the live push's first run. */
  private sentEvent(stored: MessageRow, first: boolean, now: Date): MessageSent {
    const sent = new MessageSent(
      stored.id,
      stored.conversation_id,
      stored.sender_id,
      stored.recipient_id,
      stored.kind,
      first,
      now,
    );
    this.snapshots.keep(sent, stored);
    return sent;
  }

  /** The sender's message stored first under this `client_id`. */
  private async earlier(manager: EntityManager, message: NewMessage): Promise<MessageRow> {
    const [earlier] = messageRows(
      await manager.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`,
        [message.senderId, message.clientId],
      ),
    );
    return earlier!;
  }

  /**
   * When the conversation is the sender's own and does not count yet as one they started (no sent
   * message of theirs in it), `check` decides under the sender's lock with the number that count.
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
         FROM conversation_members cm
         JOIN conversations c ON c.id = cm.conversation_id
        WHERE cm.member_id = $1 AND cm.has_sent AND c.started_by = $1`,
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
}

import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { GroupCommit } from '../../shared/database/group-commit';
import { preparedQuery } from '../../shared/database/prepared-query';
import { ADD_EVENT_FUNCTION, Outbox } from '../../shared/outbox/outbox';
import { MessagesDelivered, MessagesRead } from '../messaging.contracts';
import { MESSAGE_COLUMNS, type MessageRow, messageRows } from './message.row';

/** One member's side of a conversation. */
export interface ConversationSide {
  conversation_id: number;
  member_id: number;
  partner_id: number;
  /** Who wrote the conversation's first message. */
  started_by: number;
  unread: number;
  /** Up to which message the partner read what this member sent. */
  partner_read_up_to: number;
  removed_at: Date | null;
}

/** A conversation in the member's list, with its newest message (sent). */
export interface ChatRow extends ConversationSide {
  last_message: MessageRow | null;
}

/** A page of a conversation's sent messages as one member may see them. */
export interface MessagePage {
  /** Newest first. */
  messages: MessageRow[];
  /** More (visible) messages before the page. */
  hasOlder: boolean;
  /** Messages before the page exist but are cut by the retention window. */
  olderHidden: boolean;
}

const SIDE_COLUMNS = `cm.conversation_id, cm.member_id, cm.partner_id, c.started_by, cm.unread, cm.removed_at,
  other.read_up_to::text AS partner_read_up_to`;

/** A member's side (`cm`) with its conversation (`c`) and the partner's side (`other`). */
const SIDES = `conversation_members cm
  JOIN conversations c ON c.id = cm.conversation_id
  JOIN conversation_members other ON other.conversation_id = cm.conversation_id AND other.member_id = cm.partner_id`;

/**
 * Whether side `cm` is in its member's chats: it holds a message since they last removed it (removing
 * sets its unread count to 0; a newer message brings it back with only what came after). The list, the
 * badge's count and the unread reminders all read sides through it, so they cannot drift apart.
 */
export const notRemoved = (cm: string) =>
  `(${cm}.removed_at IS NULL OR ${cm}.last_message_at > ${cm}.removed_at)`;

/**
 * The chats a member's list shows ($1 the member, $2 how many): those with a message since they last removed
 * them, newest activity first.
 */
const LISTED_CHATS = `FROM ${SIDES}
  JOIN messages m ON m.id = cm.last_message_id
 WHERE cm.member_id = $1 AND cm.last_message_id IS NOT NULL AND ${notRemoved('cm')}
 ORDER BY cm.last_message_at DESC, cm.conversation_id DESC
 LIMIT $2`;

/** A recipient's app received these messages (see markDelivered). */
interface Acknowledgement {
  memberId: number;
  messageIds: number[];
}

/**
 * How long an acknowledgement waits for others to share its statement: every message a recipient's app
 * receives is acknowledged, so at hundreds of messages a second each would otherwise cost a statement
 * (planned anew each time: see docs/decisions.md, stop 58). The app shows the mark a few milliseconds later.
 */
const DELIVERED_LINGER_MS = 5;
/** Up to 50 ids each (the gateway's limit). */
const ACKNOWLEDGEMENTS_PER_STATEMENT = 200;

/** Each member's side of their conversations: the list, pages, reading and removing. */
@Injectable()
export class ConversationsRepository implements BeforeApplicationShutdown {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private readonly acknowledgements = new GroupCommit<Acknowledgement, void>(
    (acknowledgements) => this.writeDelivered(acknowledgements),
    { lingerMs: DELIVERED_LINGER_MS, maxPerStatement: ACKNOWLEDGEMENTS_PER_STATEMENT },
  );

  /** Acknowledgements received before a shutdown are written before the database goes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.acknowledgements.settled();
  }

  /** The member's side of conversation `conversationId`, or null when they are not in it. */
  async side(memberId: number, conversationId: number): Promise<ConversationSide | null> {
    return this.sideWhere('cm.member_id = $1 AND cm.conversation_id = $2', [memberId, conversationId]);
  }

  /** The member's side of their conversation with `partnerId`, or null when they have none. */
  async sideWith(memberId: number, partnerId: number): Promise<ConversationSide | null> {
    return this.sideWhere('cm.member_id = $1 AND cm.partner_id = $2', [memberId, partnerId]);
  }

  private async sideWhere(condition: string, params: unknown[]): Promise<ConversationSide | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${SIDE_COLUMNS} FROM ${SIDES} WHERE ${condition}`,
      params,
    )) as (ConversationSide & { partner_read_up_to: string })[];
    return row ? { ...row, partner_read_up_to: Number(row.partner_read_up_to) } : null;
  }

  /**
   * The member's conversations with a message since they last removed them, newest activity first; the
   * newest message only when it is at or after `since` (the retention window).
   */
  async chats(memberId: number, since: Date | null, limit: number): Promise<ChatRow[]> {
    const rows = (await this.dataSource.query(`SELECT ${SIDE_COLUMNS}, ${MESSAGE_COLUMNS} ${LISTED_CHATS}`, [
      memberId,
      limit,
    ])) as (Record<string, unknown> & { partner_read_up_to: string })[];
    const messages = messageRows(rows);
    return rows.map((row, index) => {
      const message = messages[index]!;
      return {
        conversation_id: row.conversation_id as number,
        member_id: row.member_id as number,
        partner_id: row.partner_id as number,
        started_by: row.started_by as number,
        unread: row.unread as number,
        removed_at: row.removed_at as Date | null,
        partner_read_up_to: Number(row.partner_read_up_to),
        last_message: since && message.created_at < since ? null : message,
      };
    });
  }

  /**
   * The partners and unread counts of every chat of the member's with unread messages, however far down
   * the list (not only the `chats` listed): what the badge's total is summed from, without reading the
   * last messages. By the index of the sides with unread messages (conversation_members_unread_by_member).
   */
  async unreadChats(memberId: number): Promise<{ partner_id: number; unread: number }[]> {
    // Prepared: every member online polls it each minute, and planning it costs more than running it.
    return preparedQuery<{ partner_id: number; unread: number }>(
      this.dataSource,
      'messaging-unread-sides',
      `SELECT cm.partner_id, cm.unread FROM conversation_members cm
        WHERE cm.member_id = $1 AND cm.unread > 0 AND ${notRemoved('cm')}`,
      [memberId],
    );
  }

  /**
   * Sent messages of the conversation before message `before` (all when null), newest first, as `side`'s
   * member sees them: none from before they removed it, none before `since` (the retention window).
   */
  async page(
    side: ConversationSide,
    before: number | null,
    since: Date | null,
    size: number,
  ): Promise<MessagePage> {
    const after = side.removed_at;
    const rows = messageRows(
      await this.dataSource.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m
          WHERE m.conversation_id = $1 AND m.state = 'sent' AND ($2::bigint IS NULL OR m.id < $2)
            AND ($3::timestamptz IS NULL OR m.sent_at > $3) AND ($4::timestamptz IS NULL OR m.created_at >= $4)
          ORDER BY m.id DESC LIMIT $5`,
        [side.conversation_id, before, after, since, size + 1],
      ),
    );
    const hasOlder = rows.length > size;
    const messages = rows.slice(0, size);
    let olderHidden = false;
    if (!hasOlder && since) {
      const oldest = messages.at(-1)?.id ?? before;
      const [hidden] = (await this.dataSource.query(
        `SELECT 1 FROM messages m
          WHERE m.conversation_id = $1 AND m.state = 'sent' AND ($2::bigint IS NULL OR m.id < $2)
            AND ($3::timestamptz IS NULL OR m.sent_at > $3) AND m.created_at < $4
          LIMIT 1`,
        [side.conversation_id, oldest, after, since],
      )) as unknown[];
      olderHidden = Boolean(hidden);
    }
    return { messages, hasOlder, olderHidden };
  }

  /**
   * A sent message as each of these members of its conversation sees it, with how far their partner read
   * (for its mark), in one statement: the pushes of a new message read it once for both members. A
   * member it is not theirs to see (not in the conversation, not stored) gets null.
   */
  async messageForEach(
    messageId: number,
    memberIds: number[],
  ): Promise<({ message: MessageRow; partnerReadUpTo: number } | null)[]> {
    const rows = await preparedQuery<
      Record<string, unknown> & { viewer_id: number; partner_read_up_to: string }
    >(
      this.dataSource,
      'messaging-message-for-members',
      `SELECT ${MESSAGE_COLUMNS}, cm.member_id AS viewer_id, other.read_up_to::text AS partner_read_up_to
         FROM messages m
         JOIN conversation_members cm
           ON cm.conversation_id = m.conversation_id AND cm.member_id IN (m.sender_id, m.recipient_id)
         JOIN conversation_members other ON other.conversation_id = m.conversation_id AND other.member_id = cm.partner_id
        WHERE m.id = $1 AND m.state = 'sent' AND cm.member_id = ANY($2::int[])`,
      [messageId, memberIds],
    );
    const messages = messageRows(rows);
    return memberIds.map((memberId) => {
      const index = rows.findIndex((row) => row.viewer_id === memberId);
      return index < 0
        ? null
        : { message: messages[index]!, partnerReadUpTo: Number(rows[index]!.partner_read_up_to) };
    });
  }

  /**
   * The member opened the conversation: everything the partner sent so far is read. MessagesRead is
   * written with the change when there was anything new to read.
   */
  markRead(side: ConversationSide): Promise<void> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager, publish) => {
      const [updated] = (await manager.query(
        `UPDATE conversation_members cm
            SET unread = 0,
                read_up_to = GREATEST(cm.read_up_to, cm.last_received_id)
          WHERE cm.member_id = $1 AND cm.conversation_id = $2
          RETURNING cm.read_up_to::text AS read_up_to,
                    (SELECT read_up_to FROM conversation_members WHERE member_id = $1 AND conversation_id = $2)::text
                      AS before`,
        [side.member_id, side.conversation_id],
      )) as [{ read_up_to: string; before: string }[], number];
      const row = updated[0];
      if (row && row.read_up_to !== row.before) {
        await publish(
          new MessagesRead(
            side.conversation_id,
            side.member_id,
            side.partner_id,
            Number(row.read_up_to),
            now,
          ),
        );
      }
    });
  }

  /**
   * These messages reached the member's app (its socket acknowledged them, or it fetched them): those sent
   * to the member that were not delivered yet get `delivered_at`, and MessagesDelivered is written with
   * them, per conversation. Ids of other members' messages, or already delivered, change nothing.
   */
  markDelivered(memberId: number, messageIds: number[]): Promise<void> {
    if (messageIds.length === 0) return Promise.resolve();
    return this.acknowledgements.add({ memberId, messageIds });
  }

  /**
   * The acknowledgements of every recipient that arrive within DELIVERED_LINGER_MS of each other, or while a
   * statement runs, in one statement: the marks and their events (one per recipient and conversation).
   */
  private async writeDelivered(acknowledgements: readonly Acknowledgement[]): Promise<void[]> {
    const now = this.clock.now();
    // By id, as one member's `id = ANY(...)` scan was: batches of two instances that share messages (a member's
    // tabs acknowledge the same ones) lock their rows in the same order, so they cannot deadlock.
    const pairs = acknowledgements
      .flatMap(({ memberId, messageIds }) => messageIds.map((id) => [memberId, id] as const))
      .sort(([, a], [, b]) => a - b);
    const event = this.outbox.statementEvent(MessagesDelivered.name);
    const rows = await preparedQuery<{
      conversation_id: number;
      recipient_id: number;
      sender_id: number;
      ids: string[];
      event_id: string;
    }>(
      this.dataSource,
      'messaging-mark-delivered',
      `WITH acknowledged AS (
         SELECT * FROM unnest($1::int[], $2::bigint[]) AS a(recipient_id, id)),
       marked AS (
         UPDATE messages m SET delivered_at = $3
           FROM acknowledged a
          WHERE m.id = a.id AND m.recipient_id = a.recipient_id AND m.state = 'sent' AND m.delivered_at IS NULL
          RETURNING m.id, m.conversation_id, m.sender_id, m.recipient_id),
       by_conversation AS (
         SELECT conversation_id, recipient_id, min(sender_id) AS sender_id, array_agg(id ORDER BY id) AS ids
           FROM marked GROUP BY conversation_id, recipient_id)
       SELECT conversation_id, recipient_id, sender_id, ids::text[] AS ids,
              ${ADD_EVENT_FUNCTION}('${MessagesDelivered.name}',
                jsonb_build_object('conversationId', conversation_id, 'recipientId', recipient_id,
                                   'senderId', sender_id, 'messageIds', to_jsonb(ids), 'occurredAt', $4::text),
                $5, $6, $7, $8, $9)::text AS event_id
         FROM by_conversation ORDER BY conversation_id, recipient_id`,
      [
        pairs.map(([memberId]) => memberId),
        pairs.map(([, id]) => id),
        now,
        now.toISOString(),
        ...event.parameters,
      ],
    );
    await Promise.all(
      rows.map((row) =>
        event.relayed(
          row.event_id,
          new MessagesDelivered(
            row.conversation_id,
            row.recipient_id,
            row.sender_id,
            row.ids.map(Number),
            now,
          ),
        ),
      ),
    );
    return acknowledgements.map(() => undefined);
  }

  /**
   * The member removes conversations from their list (the partner keeps theirs): what was in them stays
   * out of their view, and a newer message brings the conversation back.
   */
  async remove(memberId: number, conversationIds: number[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE conversation_members SET removed_at = $3, unread = 0
        WHERE member_id = $1 AND conversation_id = ANY($2::int[])`,
      [memberId, conversationIds, this.clock.now()],
    );
  }
}

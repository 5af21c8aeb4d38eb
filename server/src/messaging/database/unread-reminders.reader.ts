import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { notRemoved } from './conversations.repository';

/** One side of a conversation holding unread messages, for reminders. */
export interface UnreadReminderSide {
  memberId: number;
  partnerId: number;
  unread: number;
  /** One of its unread messages was sent (paid) in the window and after what the member read. */
  due: boolean;
}

/** Who has unread messages, for reminders (ListUnreadMessageRecipientsQuery). */
@Injectable()
export class UnreadRemindersReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Up to `limit` members after `afterMemberId` with a side holding unread messages of which one, sent
   * (paid) in the window, after what the member read and since they last removed the chat, is still
   * unread; every side of theirs with unread messages in a chat they did not remove (as the badge counts,
   * ConversationsRepository.unreadChats), by member, each with its partner and whether it is due (the
   * caller leaves out the partners their chats do not show).
   */
  async sides(
    sentSince: Date,
    sentBefore: Date,
    afterMemberId: number,
    limit: number,
  ): Promise<UnreadReminderSide[]> {
    // First the members due (a side with an unread message sent in the window, so a last message at or
    // after its start: only the unread sides active since, by their index), then each one's unread sides
    // (by the index of those per member), as the badge counts them: a removed chat's messages from before
    // its removal are neither unread nor make the member due.
    const dueSide = (cm: string) => `${cm}.last_message_at >= $1 AND EXISTS (
                  SELECT 1 FROM messages m
                   WHERE m.conversation_id = ${cm}.conversation_id AND m.state = 'sent'
                     AND m.recipient_id = ${cm}.member_id AND m.id > ${cm}.read_up_to
                     AND m.sent_at >= $1 AND m.sent_at < $2
                     AND (${cm}.removed_at IS NULL OR m.sent_at > ${cm}.removed_at))`;
    const rows = (await this.dataSource.query(
      `WITH due AS (
         SELECT DISTINCT cm.member_id
           FROM conversation_members cm
          WHERE cm.unread > 0 AND ${notRemoved('cm')} AND cm.member_id > $3 AND ${dueSide('cm')}
          ORDER BY cm.member_id LIMIT $4)
       SELECT cm.member_id, cm.partner_id, cm.unread::int AS unread, (${dueSide('cm')}) AS due
         FROM conversation_members cm JOIN due ON due.member_id = cm.member_id
        WHERE cm.unread > 0 AND ${notRemoved('cm')}
        ORDER BY cm.member_id, cm.partner_id`,
      [sentSince, sentBefore, afterMemberId, limit],
    )) as { member_id: number; partner_id: number; unread: number; due: boolean }[];
    return rows.map((row) => ({
      memberId: row.member_id,
      partnerId: row.partner_id,
      unread: row.unread,
      due: row.due,
    }));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UnreadMessageRecipient } from '../queries/list-unread-message-recipients/list-unread-message-recipients.query';

/** Who has unread messages, for reminders (ListUnreadMessageRecipientsQuery). */
@Injectable()
export class UnreadRemindersReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Members with a side holding unread messages of which one, sent (paid) in the window and after what the
   * member read, is still unread; each member's total as the chat list shows it.
   */
  async recipients(
    sentSince: Date,
    sentBefore: Date,
    afterMemberId: number,
    limit: number,
  ): Promise<UnreadMessageRecipient[]> {
    // First the members due (a side with an unread message sent in the window, so a last message at or
    // after its start: only the unread sides active since, by their index), then each one's totals.
    const rows = (await this.dataSource.query(
      `WITH due AS (
         SELECT DISTINCT cm.member_id
           FROM conversation_members cm
          WHERE cm.unread > 0 AND cm.last_message_at >= $1 AND cm.member_id > $3
            AND EXISTS (
                  SELECT 1 FROM messages m
                   WHERE m.conversation_id = cm.conversation_id AND m.state = 'sent'
                     AND m.recipient_id = cm.member_id AND m.id > cm.read_up_to
                     AND m.sent_at >= $1 AND m.sent_at < $2)
          ORDER BY cm.member_id LIMIT $4)
       SELECT cm.member_id, sum(cm.unread)::int AS unread_messages, count(*)::int AS conversations
         FROM conversation_members cm JOIN due ON due.member_id = cm.member_id
        WHERE cm.unread > 0
        GROUP BY cm.member_id
        ORDER BY cm.member_id`,
      [sentSince, sentBefore, afterMemberId, limit],
    )) as { member_id: number; unread_messages: number; conversations: number }[];
    return rows.map((row) => ({
      memberId: row.member_id,
      unreadMessages: row.unread_messages,
      conversations: row.conversations,
    }));
  }
}

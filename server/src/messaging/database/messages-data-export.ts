import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../shared/data-export/member-data-part';

interface MessageRow {
  id: string;
  conversation_id: number;
  direction: 'sent' | 'received';
  partner_id: number;
  kind: string;
  text: string;
  gift: string | null;
  photo_file: string | null;
  credits: number | null;
  state: string;
  created_at: Date;
  sent_at: Date | null;
}

@Injectable()
export class MessagesDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The member's conversations and their messages (the partner by id): the messages the member sent, in any
   * state, and those delivered to them. The photos the member sent go with their files; a photo received
   * is the partner's, so only its message is listed.
   */
  async read(memberId: number): Promise<MemberDataPart> {
    const [conversations, messages] = await Promise.all([
      this.dataSource.query(
        `SELECT cm.conversation_id AS id, cm.partner_id, c.started_by = $1 AS started_by_me, c.created_at,
                cm.removed_at
           FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
          WHERE cm.member_id = $1 ORDER BY c.created_at, c.id`,
        [memberId],
      ),
      this.dataSource.query(
        `SELECT m.id, m.conversation_id, CASE WHEN m.sender_id = $1 THEN 'sent' ELSE 'received' END AS direction,
                CASE WHEN m.sender_id = $1 THEN m.recipient_id ELSE m.sender_id END AS partner_id,
                m.kind, m.text, g.slug AS gift, CASE WHEN m.sender_id = $1 THEN m.photo_file END AS photo_file,
                CASE WHEN m.sender_id = $1 THEN m.credits END AS credits, m.state, m.created_at, m.sent_at
           FROM messages m LEFT JOIN gifts g ON g.id = m.gift_id
          WHERE m.conversation_id IN (SELECT conversation_id FROM conversation_members WHERE member_id = $1)
            AND (m.sender_id = $1 OR (m.recipient_id = $1 AND m.state = 'sent'))
          ORDER BY m.id`,
        [memberId],
      ) as Promise<MessageRow[]>,
    ]);
    const media: Record<string, string> = {};
    const messageDocs = messages.map(({ photo_file, ...message }) => {
      if (!photo_file) return message;
      const file = `chat-photos/${message.id}.jpg`;
      media[file] = photo_file;
      return { ...message, photo: file };
    });
    return { documents: { 'conversations.json': conversations, 'messages.json': messageDocs }, media };
  }
}

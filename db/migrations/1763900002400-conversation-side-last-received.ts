import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id of the last message the partner sent, kept on each side of a conversation (set by the send's
 * update of both sides): opening a chat marks everything up to it read. Asked of the messages, PostgreSQL
 * answered from the index of everything the partner ever sent (a fictional profile's thousands), for
 * every chat opened.
 */
export class ConversationSideLastReceived1763900002400 implements MigrationInterface {
  name = 'ConversationSideLastReceived1763900002400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversation_members ADD COLUMN last_received_id bigint NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE conversation_members cm SET last_received_id = last.id
        FROM (SELECT conversation_id, sender_id, max(id) AS id FROM messages WHERE state = 'sent'
               GROUP BY conversation_id, sender_id) last
       WHERE cm.conversation_id = last.conversation_id AND cm.partner_id = last.sender_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversation_members DROP COLUMN last_received_id`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a member has a sent message in a conversation, kept on their side of it. A send needs to know
 * (a conversation the sender started counts against a free member's limit once they wrote in it); asked of
 * the messages table it was an index scan of everything the sender ever sent, on every send.
 */
export class ConversationSideHasSent1763900002100 implements MigrationInterface {
  name = 'ConversationSideHasSent1763900002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversation_members ADD COLUMN has_sent boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE conversation_members cm SET has_sent = true
       WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = cm.conversation_id
                        AND m.sender_id = cm.member_id AND m.state = 'sent')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversation_members DROP COLUMN has_sent`);
  }
}

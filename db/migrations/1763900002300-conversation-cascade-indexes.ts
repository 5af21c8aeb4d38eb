import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A conversation's messages and sides by the conversation alone, for what deletes them: the erasure of a
 * member removes their conversations, and PostgreSQL's ON DELETE CASCADE then looks up each
 * conversation's messages and sides by `conversation_id`. The only index of messages by conversation
 * held the sent ones only, and the sides' key starts with the member, so each conversation removed was a
 * scan of both whole tables: a member with 2,000 conversations took 15 s to erase beside 187,000 messages.
 * The page index becomes one over every message (pending ones are few), so a message costs no more index
 * upkeep than before; the sides get an index of their own.
 */
export class ConversationCascadeIndexes1763900002300 implements MigrationInterface {
  name = 'ConversationCascadeIndexes1763900002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX messages_by_conversation ON messages (conversation_id, id DESC)`);
    await q.query(`DROP INDEX messages_page`);
    await q.query(
      `CREATE INDEX conversation_members_by_conversation ON conversation_members (conversation_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX conversation_members_by_conversation`);
    await q.query(`CREATE INDEX messages_page ON messages (conversation_id, id DESC) WHERE state = 'sent'`);
    await q.query(`DROP INDEX messages_by_conversation`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations of fictional profiles (issue 14 §4): which chat agent holds a conversation for now (one
 * row per conversation, taken over only once it expired), and each fictional profile's notes the agents
 * keep while answering as it. A fictional profile's reply costs nothing (the site runs the profile), so
 * a message may now carry 0 credits.
 */
export class FictionalConversations1763900001600 implements MigrationInterface {
  name = 'FictionalConversations1763900001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_credits_check`);
    await q.query(`ALTER TABLE messages ADD CONSTRAINT messages_credits_check CHECK (credits >= 0)`);
    await q.query(`
      CREATE TABLE fictional_claims (
        conversation_id integer PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
        admin_id integer NOT NULL,
        claimed_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE fictional_notes (
        profile_id integer PRIMARY KEY,
        notes text NOT NULL DEFAULT '',
        updated_by integer,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fictional_notes`);
    await q.query(`DROP TABLE fictional_claims`);
    await q.query(`DELETE FROM messages WHERE credits = 0`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_credits_check`);
    await q.query(`ALTER TABLE messages ADD CONSTRAINT messages_credits_check CHECK (credits > 0)`);
  }
}

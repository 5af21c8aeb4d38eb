import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long and with how many messages the partner has been waiting for a member's answer, kept on the
 * member's side of the conversation (`waiting_since`, `waiting`): the send sets both sides in the update it
 * already makes. The chat agents' queue (the fictional profiles' sides) read them from the messages
 * instead, a scan of every message of every conversation of every fictional profile for each page and
 * its count: 6.7 s for 20,000 conversations.
 */
export class ConversationSideWaiting1763900002200 implements MigrationInterface {
  name = 'ConversationSideWaiting1763900002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE conversation_members
        ADD COLUMN waiting_since timestamptz,
        ADD COLUMN waiting integer NOT NULL DEFAULT 0 CHECK (waiting >= 0)`);
    // The partner's sent messages after the member's own last one.
    await q.query(`
      WITH own_last AS (
        SELECT conversation_id, sender_id, max(id) AS id FROM messages WHERE state = 'sent'
         GROUP BY conversation_id, sender_id),
      unanswered AS (
        SELECT cm.conversation_id, cm.member_id, min(m.sent_at) AS since, count(*)::int AS n
          FROM conversation_members cm
          JOIN messages m
            ON m.conversation_id = cm.conversation_id AND m.sender_id = cm.partner_id AND m.state = 'sent'
          LEFT JOIN own_last o ON o.conversation_id = cm.conversation_id AND o.sender_id = cm.member_id
         WHERE m.id > coalesce(o.id, 0)
         GROUP BY cm.conversation_id, cm.member_id)
      UPDATE conversation_members cm SET waiting_since = u.since, waiting = u.n
        FROM unanswered u
       WHERE cm.conversation_id = u.conversation_id AND cm.member_id = u.member_id`);
    await q.query(`
      CREATE INDEX conversation_members_waiting ON conversation_members (member_id, waiting_since)
       WHERE waiting_since IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversation_members DROP COLUMN waiting_since, DROP COLUMN waiting`);
  }
}

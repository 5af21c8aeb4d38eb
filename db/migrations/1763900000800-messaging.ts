import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * messaging: conversations between two members, each member's side of it, and the messages.
 *
 * - `conversations`: one per pair (`member_low` < `member_high`), `started_by` the member whose first
 *   message made it (free members may start 2).
 * - `conversation_members`: each member's side: the other member, the newest sent message, how many of
 *   the other's messages are unread, up to which message they read, and when they removed it from their
 *   list (a newer message brings it back, showing only what came after).
 * - `messages`: `state` pending (stored, its credits not yet known to be spent: never shown), sent
 *   (paid: shown), void (its credits were not spent: never shown; a retry with the same `client_id` or a
 *   late spend still completes it). `client_id` is the sender's own id of the send, once per sender.
 * No foreign keys to accounts or profiles: messaging erases its rows on AccountErased.
 */
export class Messaging1763900000800 implements MigrationInterface {
  name = 'Messaging1763900000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversations (
        id serial PRIMARY KEY,
        member_low integer NOT NULL,
        member_high integer NOT NULL,
        started_by integer NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT conversations_pair UNIQUE (member_low, member_high),
        CHECK (member_low < member_high),
        CHECK (started_by IN (member_low, member_high))
      )`);
    await q.query(`CREATE INDEX conversations_started_by ON conversations (started_by)`);
    await q.query(`
      CREATE TABLE conversation_members (
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        member_id integer NOT NULL,
        partner_id integer NOT NULL,
        last_message_id bigint,
        last_message_at timestamptz,
        unread integer NOT NULL DEFAULT 0 CHECK (unread >= 0),
        read_up_to bigint NOT NULL DEFAULT 0,
        removed_at timestamptz,
        PRIMARY KEY (member_id, conversation_id),
        CONSTRAINT conversation_members_pair UNIQUE (member_id, partner_id)
      )`);
    await q.query(
      `CREATE INDEX conversation_members_list ON conversation_members (member_id, last_message_at DESC)
        WHERE last_message_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE messages (
        id bigserial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id integer NOT NULL,
        recipient_id integer NOT NULL,
        client_id varchar(64) NOT NULL,
        kind varchar(8) NOT NULL CHECK (kind IN ('text', 'photo', 'gift')),
        text text NOT NULL DEFAULT '',
        photo_file varchar(200),
        photo_thumb varchar(200),
        gift_id integer,
        credits integer NOT NULL CHECK (credits > 0),
        state varchar(8) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'void')),
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        CONSTRAINT messages_client_id UNIQUE (sender_id, client_id),
        CHECK (kind <> 'text' OR text <> ''),
        CHECK (kind <> 'photo' OR photo_file IS NOT NULL),
        CHECK (kind <> 'gift' OR gift_id IS NOT NULL),
        CHECK ((state = 'sent') = (sent_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX messages_page ON messages (conversation_id, id DESC) WHERE state = 'sent'`);
    await q.query(`CREATE INDEX messages_pending ON messages (created_at) WHERE state = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE messages`);
    await q.query(`DROP TABLE conversation_members`);
    await q.query(`DROP TABLE conversations`);
  }
}

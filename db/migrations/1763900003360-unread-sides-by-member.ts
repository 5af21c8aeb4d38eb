import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's sides holding unread messages, by member: the messages badge (chat-totals.php, polled every
 * minute by every member online) sums the unread messages of all of them, no longer of the 200 most
 * recently active alone, and the unread reminders read each due member's the same way. Only the sides
 * with something unread are in it, so the count reads those and no others, however many chats a member has.
 */
export class UnreadSidesByMember1763900003360 implements MigrationInterface {
  name = 'UnreadSidesByMember1763900003360';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX conversation_members_unread_by_member ON conversation_members (member_id) WHERE unread > 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX conversation_members_unread_by_member`);
  }
}

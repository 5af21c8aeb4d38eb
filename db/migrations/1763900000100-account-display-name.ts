import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * identity: its own copy of the member's display name, so account mails greet the member without
 * identity asking profiles (a module above it); kept current from profiles' events.
 */
export class AccountDisplayName1763900000100 implements MigrationInterface {
  name = 'AccountDisplayName1763900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ADD COLUMN display_name varchar(50) NOT NULL DEFAULT ''`);
    await q.query(`UPDATE accounts a SET display_name = p.name FROM profiles p WHERE p.id = a.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts DROP COLUMN display_name`);
  }
}

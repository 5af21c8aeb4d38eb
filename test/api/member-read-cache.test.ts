import { Client } from 'pg';
import { AccountReadsRepository } from '../../server/src/identity/database/account-reads.repository';
import { ProfileSummaryRepository } from '../../server/src/profiles/database/profile-summary.repository';
import {
  ROW_CHANGES_APPLICATION_NAME,
  RowChangeFeed,
} from '../../server/src/shared/database/row-change-feed';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The reads of every logged-in request (session check, profile summary, balance) are kept per instance
 * and dropped on PostgreSQL's row-change notices. "Elsewhere" below is a plain connection of the test:
 * another instance, an operator or a script, none of which the app's own writers know about.
 */
describe('the per-instance read cache of user.php', () => {
  let t: TestApp;
  let elsewhere: Client;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db, { is_default: true });
    elsewhere = new Client({ connectionString: t.database.url });
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere?.end();
    await t?.close();
  });

  const feed = () => t.app.get(RowChangeFeed);

  /** Writes without the triggers, so no notice goes out: what the app shows then is what it kept. */
  async function writeSilently(sql: string, values: unknown[]): Promise<void> {
    await elsewhere.query('BEGIN');
    await elsewhere.query('SET LOCAL session_replication_role = replica');
    await elsewhere.query(sql, values);
    await elsewhere.query('COMMIT');
  }

  async function cachedMember() {
    const member = await signUp(t, { name: 'Anna' });
    await feed().settle();
    await member.agent.get('/api/user.php').expect(200);
    return member;
  }

  const nameOf = async (member: Awaited<ReturnType<typeof cachedMember>>) =>
    ((await member.agent.get('/api/user.php').expect(200)).body.user?.profile?.name ?? null) as string | null;

  it('serves the kept row, and drops it when the row changes elsewhere', async () => {
    const member = await cachedMember();
    await writeSilently(`UPDATE profiles SET name = 'Silent' WHERE id = $1`, [member.user.id]);
    expect(await nameOf(member)).toBe('Anna');

    await elsewhere.query(`UPDATE profiles SET name = 'Berta' WHERE id = $1`, [member.user.id]);
    await eventually(
      () => nameOf(member),
      (name) => name === 'Berta',
    );
  });

  it('credits granted elsewhere reach user.php', async () => {
    const member = await cachedMember();
    const before = (await member.agent.get('/api/user.php').expect(200)).body.user.credits as number;
    await elsewhere.query(`UPDATE credit_balances SET balance = balance + 7 WHERE account_id = $1`, [
      member.user.id,
    ]);
    await eventually(
      async () => (await member.agent.get('/api/user.php').expect(200)).body.user.credits as number,
      (credits) => credits === before + 7,
    );
  });

  it('sessions ended elsewhere (a password changed on another instance) end here too', async () => {
    const member = await cachedMember();
    await elsewhere.query(`UPDATE accounts SET session_epoch = session_epoch + 1 WHERE id = $1`, [
      member.user.id,
    ]);
    await eventually(
      async () => (await member.agent.get('/api/user.php').expect(200)).body.user,
      (user) => user === null,
    );
  });

  it('a member reads their own change at once, with no wait for the notice', async () => {
    const member = await cachedMember();
    await member.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ language: 'de', invisible: true })
      .expect(200);
    const { user } = (await member.agent.get('/api/user.php').expect(200)).body;
    expect(user).toMatchObject({ language: 'de', invisible: true });
  });

  it('keeps nothing while the notices are lost, and caches again once they are back', async () => {
    const member = await cachedMember();
    await writeSilently(`UPDATE profiles SET name = 'Carla' WHERE id = $1`, [member.user.id]);
    expect(await nameOf(member)).toBe('Anna');

    await elsewhere.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [ROW_CHANGES_APPLICATION_NAME],
    );
    await eventually(
      async () => feed().live,
      (live) => !live,
    );
    expect(await nameOf(member)).toBe('Carla');

    await eventually(
      async () => feed().live,
      (live) => live,
      15_000,
    );
    expect(await nameOf(member)).toBe('Carla');
    await writeSilently(`UPDATE profiles SET name = 'Dora' WHERE id = $1`, [member.user.id]);
    expect(await nameOf(member)).toBe('Carla');
  });

  /** The columns whose change fires the table's row-change notice. */
  async function watchedColumns(table: string): Promise<string[]> {
    const { rows } = await elsewhere.query<{ column: string }>(
      `SELECT event_object_column AS column FROM information_schema.triggered_update_columns
        WHERE event_object_table = $1 AND trigger_name = $1 || '_row_change'`,
      [table],
    );
    return rows.map((row) => row.column);
  }

  it("every column a cached read returns is watched by its table's trigger", async () => {
    const member = await cachedMember();
    const account = await t.app.get(AccountReadsRepository).sessionCheck(member.user.id);
    const accountColumns = Object.keys(account!)
      .filter((key) => key !== 'id')
      .map((key) => (key === 'deleted' || key === 'banned' ? `${key}_at` : key));
    expect(await watchedColumns('accounts')).toEqual(expect.arrayContaining(accountColumns));

    const summary = await t.app.get(ProfileSummaryRepository).find(member.user.id);
    const keys = Object.keys(summary!).filter((key) => key !== 'id');
    const photoColumns = keys.filter((key) => key.startsWith('main_')).map((key) => key.slice(5));
    expect(await watchedColumns('profiles')).toEqual(
      expect.arrayContaining(keys.filter((key) => !key.startsWith('main_'))),
    );
    expect(await watchedColumns('photos')).toEqual(expect.arrayContaining([...photoColumns, 'is_main']));
  });
});

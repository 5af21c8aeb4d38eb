import { randomBytes } from 'node:crypto';
import { closedPort, runServer } from './helpers/spawn-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/** The built server, started as production starts it, against missing or foreign services. */
describe('start-up', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const base = async () => ({
    DATABASE_URL: database.url,
    REDIS_PREFIX: `kindred-test-${randomBytes(4).toString('hex')}`,
    PORT: String(await closedPort()),
    STARTUP_WAIT_SECONDS: '2',
  });

  it('without Redis, says what it waits for and exits non-zero after STARTUP_WAIT_SECONDS', async () => {
    const port = await closedPort();
    const run = await runServer({ ...(await base()), REDIS_URL: `redis://:secret-pass@127.0.0.1:${port}` });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.output).toContain(`Waiting for Redis at redis://127.0.0.1:${port}`);
    expect(run.output).toContain(
      `Redis at redis://127.0.0.1:${port} did not answer within 2 s (STARTUP_WAIT_SECONDS)`,
    );
    expect(run.output).not.toContain('secret-pass');
    expect(run.output).not.toContain('Serving on');
  });

  it('without PostgreSQL, says what it waits for and exits non-zero after STARTUP_WAIT_SECONDS', async () => {
    const port = await closedPort();
    const url = `postgres://postgres:secret-pass@127.0.0.1:${port}/kindred_nowhere`;
    const run = await runServer({ ...(await base()), DATABASE_URL: url });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.output).toContain(`Waiting for PostgreSQL at postgres://127.0.0.1:${port}/kindred_nowhere`);
    expect(run.output).toContain(
      `PostgreSQL at postgres://127.0.0.1:${port}/kindred_nowhere did not answer within 2 s (STARTUP_WAIT_SECONDS)`,
    );
    expect(run.output).not.toContain('secret-pass');
  });

  describe('REDIS_PREFIX shared by two databases', () => {
    let first: TestApp;
    const prefix = `kindred-test-${randomBytes(4).toString('hex')}`;
    beforeAll(async () => {
      first = await createTestApp({ REDIS_PREFIX: prefix });
    });
    afterAll(async () => {
      await first?.close();
    });

    it('refuses to start an instance of another database on a prefix already in use', async () => {
      const run = await runServer({ ...(await base()), REDIS_PREFIX: prefix });
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.output).toContain(`REDIS_PREFIX "${prefix}" is already used by another database`);
      expect(run.output).not.toContain('Serving on');
    });

    it('starts a second instance of the same database on the same prefix', async () => {
      const run = await runServer(
        { ...(await base()), DATABASE_URL: first.database.url, REDIS_PREFIX: prefix },
        /Serving on/,
      );
      expect(run.output).toContain('Serving on');
      expect(run.code).toBeNull(); // still running when the test stopped it
    });
  });
});

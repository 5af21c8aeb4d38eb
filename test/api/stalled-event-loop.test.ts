import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { RedisClientType } from 'redis';
import { failFastPg } from '../../server/src/shared/database/fail-fast-pool';
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from '../../server/src/shared/redis/redis-client';

/**
 * The fail-fast limits are deadlines, not verdicts on a reply that came in time. When the event loop
 * stalls past the limit (a long garbage collection, a machine starved of CPU) while Redis answers, the
 * reply is waiting in the socket when the loop turns again: the command answers it, and the request no
 * longer gets a 503 for an answer it already had (CI saw one in a parallel burst of admin logins). The
 * same holds for the wait for a database connection that a query finishing during the stall gives back.
 */
describe('a stalled event loop', () => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let redis: RedisClientType;

  beforeAll(async () => {
    redis = await connectRedis({ url: url.href, startupWaitSeconds: 5, logger: new Logger('test') });
  });
  afterAll(() => redis.quit());

  /** What another connection reads for the key, synchronously: this thread runs nothing else meanwhile. */
  const readElsewhere = (key: string) =>
    execFileSync('redis-cli', ['-h', url.hostname, '-p', url.port || '6379', '--raw', 'GET', key])
      .toString()
      .trim();

  /** Runs in its own turn of the event loop and holds it until Redis has run both and the limit is past. */
  const stallUntilDoneAndPastTheLimit = (key: string) =>
    new Promise<void>((stalled) =>
      setImmediate(() => {
        const started = Date.now();
        const done = () => readElsewhere(key) === 'stored' && readElsewhere(`${key}:count`) === '1';
        while (!done() || Date.now() - started <= REDIS_COMMAND_TIMEOUT_MS) {
          // Busy: no timer and no socket of this process is served.
        }
        stalled();
      }),
    );

  it('answers a Redis command whose reply arrived during the stall instead of timing it out', async () => {
    const key = `test:stall:${randomUUID()}`;
    const command = redis.set(key, 'stored', { EX: 60 });
    const batch = redis.multi().incr(`${key}:count`).expire(`${key}:count`, 60).exec();
    await stallUntilDoneAndPastTheLimit(key);
    await expect(command).resolves.toBe('OK');
    await expect(batch).resolves.toEqual([1, 1]);
  });

  describe('the database pool', () => {
    const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const WAIT_MS = 300;
    const { Pool } = failFastPg(WAIT_MS);
    const pool = new Pool({ connectionString: postgresUrl, max: 1 });
    afterAll(() => pool.end());

    /** The state PostgreSQL reports for the connection's backend, read synchronously by psql. */
    const backendState = (client: PoolClient) =>
      execFileSync('psql', [
        postgresUrl,
        '-Atc',
        `SELECT state FROM pg_stat_activity WHERE pid = ${(client as unknown as { processID: number }).processID}`,
      ])
        .toString()
        .trim();

    it('hands a waiting request the connection that a query finishing during the stall gave back', async () => {
      const busy = await pool.connect();
      const finished = busy.query('SELECT pg_sleep(0.05)').then(() => busy.release());
      const waiting = pool.connect();
      await new Promise<void>((stalled) =>
        setImmediate(() => {
          const started = Date.now();
          while (backendState(busy) !== 'idle' || Date.now() - started <= WAIT_MS) {
            // Busy: the query's answer waits in the socket, unread.
          }
          stalled();
        }),
      );
      const next = await waiting;
      await finished;
      expect((await next.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      next.release();
    });

    it('fails a wait past its deadline, and a connection handed back later goes back to the pool', async () => {
      const busy = await pool.connect();
      await expect(pool.connect()).rejects.toThrow('timeout exceeded when trying to connect');
      const refused = await new Promise<Error | undefined>((answered) =>
        pool.connect((error) => answered(error)),
      );
      expect(refused?.message).toBe('timeout exceeded when trying to connect');
      busy.release();
      // The two abandoned waits took it and gave it back: the next request gets it at once.
      const next = await pool.connect();
      expect((await next.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      next.release();
      expect(pool.totalCount).toBe(1);
    });
  });
});

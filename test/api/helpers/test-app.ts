import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../../server/src/app.module';
import { configureApp } from '../../../server/src/bootstrap/configure-app';
import { CLOCK, FixedClock } from '../../../server/src/shared/clock/clock';
import { RowChangeFeed } from '../../../server/src/shared/database/row-change-feed';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  /** The Express instance, for supertest. */
  http: Parameters<typeof import('supertest')>[0];
  clock: FixedClock;
  /** The app's data source; a write through its `query` returns once the app's read caches have seen it. */
  db: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Boots the real application (real PostgreSQL, real Redis, real queues) on a throw-away database,
 * with a clock the test can move. Redis keys get a per-app prefix so parallel runs never meet.
 */
export async function createTestApp(
  env: Record<string, string> | ((database: TestDatabase) => Record<string, string>) = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `kindred-test-${randomBytes(4).toString('hex')}`,
    OUTBOX_DIR: `/tmp/kindred-test-outbox-${randomBytes(4).toString('hex')}`,
    ...(typeof env === 'function' ? env(database) : env),
  });
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  const app = await startInstance(clock);
  return {
    app,
    http: app.getHttpServer(),
    clock,
    db: settlingWrites(app.get<DataSource>(getDataSourceToken()), app.get(RowChangeFeed)),
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Boots an instance of the application on what process.env names (createTestApp sets it: a second call
 * after it starts another instance on the same database and Redis prefix), with `clock` as its clock.
 */
export async function startInstance(clock: FixedClock): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = configureApp(moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error'] }));
  await app.init();
  return app;
}

/**
 * A test writes rows behind the app's back (a premium flag, an approved photo) and then reads through the
 * app at once: the app's per-instance read caches must have dropped what that write changed by then.
 */
function settlingWrites(dataSource: DataSource, feed: RowChangeFeed): DataSource {
  const query = async (...args: Parameters<DataSource['query']>): Promise<unknown> => {
    const result: unknown = await dataSource.query(...args);
    await feed.settle();
    return result;
  };
  return new Proxy(dataSource, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
  });
}

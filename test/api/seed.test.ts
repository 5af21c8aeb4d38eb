import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { isNoop, seed } from '../../db/seeds/seed';
import { GIFTS } from '../../db/seeds/data/gifts';
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { createDataSource } from '../../db/data-source';
import { ensureDatabaseExists } from '../../server/src/shared/database/prepare-database';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

describe('database preparation', () => {
  it('creates the database named in the URL when it is missing, once', async () => {
    const name = `kindred_create_${randomBytes(4).toString('hex')}`;
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    expect(await ensureDatabaseExists(url)).toBe(true);
    expect(await ensureDatabaseExists(url)).toBe(false);
    const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(found.rowCount).toBe(1);
    } finally {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      await client.end();
    }
  });

  it('refuses a database name it cannot quote safely', async () => {
    await expect(ensureDatabaseExists('postgres://postgres@127.0.0.1:5432/bad"name')).rejects.toThrow(
      /Unsupported database name/,
    );
  });
});

describe('demo seed', () => {
  let database: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'kindred-seed-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('fills every table, writes the photos, and changes nothing when run again', async () => {
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    try {
      const options = { members: 8, mediaDir, log: () => undefined, now: new Date('2026-11-21T12:00:00Z') };
      const first = await seed(dataSource, options);
      const countEntries = async () =>
        ((await dataSource.query(`SELECT count(*)::int AS n FROM credit_ledger`)) as [{ n: number }])[0].n;
      const entriesAfterFirst = await countEntries();
      expect(first.sites.total).toBe(2);
      expect(first.members.total).toBe(9); // 8 generated members and the demo login
      expect(first.admins.total).toBe(5); // one per role
      expect(first.regions.total).toBeGreaterThan(200);
      expect(first.interests.total).toBeGreaterThan(30);

      const photos = (await dataSource.query('SELECT filename, thumb_filename FROM photos')) as {
        filename: string;
        thumb_filename: string;
      }[];
      expect(photos.length).toBe(first.photos.total);
      for (const photo of photos) {
        expect(existsSync(join(mediaDir, photo.filename))).toBe(true);
        expect(existsSync(join(mediaDir, photo.thumb_filename))).toBe(true);
      }
      const [localhost] = (await dataSource.query(
        `SELECT * FROM site_settings WHERE domain = 'localhost'`,
      )) as Record<string, unknown>[];
      expect(localhost.is_default).toBe(true);
      for (const [column, value] of Object.entries(localhost)) {
        expect([column, value]).not.toEqual([column, null]);
      }

      // Every site gets the gift catalogue, with its drawings on disk.
      const gifts = (await dataSource.query(
        `SELECT site_id, count(*)::int AS n, min(image) AS image FROM gifts GROUP BY site_id`,
      )) as { n: number; image: string }[];
      expect(gifts.map((row) => row.n)).toEqual([GIFTS.length, GIFTS.length]);
      for (const gift of GIFTS) expect(existsSync(join(mediaDir, 'gifts', `${gift.slug}.svg`))).toBe(true);

      const second = await seed(dataSource, options);
      expect(isNoop(second)).toBe(true);
      expect(((await dataSource.query(`SELECT count(*)::int AS n FROM gifts`)) as [{ n: number }])[0].n).toBe(
        2 * GIFTS.length,
      );
      expect(second.members.total).toBe(first.members.total);
      expect(second.photos.total).toBe(first.photos.total);

      // demo credits are real ledger entries: the ledger verifies, and a second run adds none
      const ledger = await readLedger(dataSource);
      expect(verifyLedger(ledger.rows, ledger.projection).problems).toEqual([]);
      const [demo] = (await dataSource.query(
        `SELECT b.balance FROM credit_balances b JOIN accounts a ON a.id = b.account_id WHERE a.email = $1`,
        ['demo@kindred.local'],
      )) as [{ balance: number }];
      expect(demo.balance).toBe(3);
      expect(entriesAfterFirst).toBeGreaterThan(0);
      expect(await countEntries()).toBe(entriesAfterFirst);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('bulk demo seed', () => {
  let oneByOne: TestDatabase;
  let bulk: TestDatabase;
  let mediaDir: string;
  const now = new Date('2026-11-21T12:00:00Z');
  const members = 30;

  beforeAll(async () => {
    [oneByOne, bulk] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    mediaDir = await mkdtemp(join(tmpdir(), 'kindred-seed-bulk-'));
  });
  afterAll(async () => {
    await Promise.all([oneByOne.drop(), bulk.drop()]);
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** What a member is, whatever the ids and photo files: e-mail, account, profile, interests, photos. */
  const MEMBERS_SQL = `
    SELECT a.email, a.language, a.paid_user, a.status, a.created_at, a.last_login_at, a.display_name,
           p.name, p.gender, p.seeking, p.sexuality, p.birth_date, p.country, r.code AS region, p.city,
           p.hair_color, p.eye_color, p.body_type, p.relationship_status, p.about, p.fictional, p.status AS shown,
           p.last_active_at, p.appearance, p.ethnicity, p.ethnicity_consent_at,
           (SELECT array_agg(i.slug ORDER BY i.slug) FROM profile_interests pi JOIN interests i ON i.id = pi.interest_id
             WHERE pi.profile_id = p.id) AS interests,
           (SELECT array_agg(ph.position::text || ph.is_main::text || ph.status ORDER BY ph.position) FROM photos ph
             WHERE ph.profile_id = p.id) AS photos,
           (SELECT b.balance FROM credit_balances b WHERE b.account_id = a.id) AS balance
    FROM accounts a JOIN profiles p ON p.id = a.id LEFT JOIN regions r ON r.id = p.region_id
    ORDER BY a.email`;

  it('writes the same members as one by one, with photos from the shared pool, and nothing when run again', async () => {
    const seedInto = async (url: string, options: { bulk: boolean; mediaDir: string }) => {
      const dataSource = createDataSource(url);
      await dataSource.initialize();
      try {
        const report = await seed(dataSource, { members, now, log: () => undefined, ...options });
        return { report, rows: (await dataSource.query(MEMBERS_SQL)) as Record<string, unknown>[] };
      } finally {
        await dataSource.destroy();
      }
    };
    const single = await seedInto(oneByOne.url, { bulk: false, mediaDir: join(mediaDir, 'single') });
    const first = await seedInto(bulk.url, { bulk: true, mediaDir: join(mediaDir, 'bulk') });
    expect(first.rows).toHaveLength(members + 1);
    expect(first.rows).toEqual(single.rows);

    // The demo login keeps photos of its own; every other photo is a file of the pool, rendered once.
    const client = new Client({ connectionString: bulk.url });
    await client.connect();
    try {
      const photos = (
        await client.query<{ email: string; filename: string; thumb_filename: string }>(
          `SELECT a.email, ph.filename, ph.thumb_filename FROM photos ph JOIN accounts a ON a.id = ph.profile_id`,
        )
      ).rows;
      const shared = photos.filter((photo) => photo.filename.startsWith('shared/'));
      expect(shared).toHaveLength(photos.filter((photo) => photo.email !== 'demo@kindred.local').length);
      for (const photo of photos) {
        expect(existsSync(join(mediaDir, 'bulk', photo.filename))).toBe(true);
        expect(existsSync(join(mediaDir, 'bulk', photo.thumb_filename))).toBe(true);
      }
      expect(first.report.photos.filesWritten).toBe(48 + 2);
    } finally {
      await client.end();
    }

    const second = await seedInto(bulk.url, { bulk: true, mediaDir: join(mediaDir, 'bulk') });
    expect(isNoop(second.report)).toBe(true);
    expect(second.rows).toEqual(first.rows);
    const dataSource = createDataSource(bulk.url);
    await dataSource.initialize();
    try {
      const ledger = await readLedger(dataSource);
      expect(verifyLedger(ledger.rows, ledger.projection).problems).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('npm run db:seed in production', () => {
  let database: TestDatabase;
  let mediaDir: string;
  const cli = join(__dirname, '../../server/dist/db/cli/seed.js');

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'kindred-seed-prod-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const run = (env: Record<string, string>) => {
    const base: Record<string, string | undefined> = { ...process.env };
    delete base.SEED_DEMO;
    return spawnSync(process.execPath, [cli], {
      env: { ...base, DATABASE_URL: database.url, MEDIA_DIR: mediaDir, SEED_MEMBERS: '2', ...env },
      encoding: 'utf8',
    });
  };
  const count = async (sql: string) => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query(sql)).rows[0].n);
    } finally {
      await client.end();
    }
  };

  it('seeds reference data but no demo member or demo admin; SEED_DEMO=true seeds them', async () => {
    expect(existsSync(cli)).toBe(true); // npm test builds before the API tests; run `npm run build` first
    const production = run({ NODE_ENV: 'production' });
    expect(production.status).toBe(0);
    expect(production.stdout).not.toContain('admin-demo-2026');
    expect(production.stdout).not.toContain('kindred-demo-2026');
    expect(await count(`SELECT count(*) AS n FROM site_settings`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM credit_bundles`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM regions`)).toBeGreaterThan(200);
    expect(await count(`SELECT count(*) AS n FROM accounts`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM admin_accounts`)).toBe(0);

    const demo = run({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(demo.status).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM accounts WHERE is_demo`)).toBe(3); // 2 members + demo@
    expect(await count(`SELECT count(*) AS n FROM admin_accounts`)).toBe(5); // one per role
  });
});

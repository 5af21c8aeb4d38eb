import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** The built server, as `npm start` runs it (npm test builds before the API tests). */
const main = join(__dirname, '../../server/dist/server/src/main.js');
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const GOOD_SECRET = randomBytes(32).toString('hex');

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

describe('production start-up fails closed', () => {
  const database = `kindred_prodstart_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let mediaDir: string;
  const env = (extra: Record<string, string>) => {
    const base: Record<string, string | undefined> = { ...process.env };
    for (const key of ['SESSION_SECRET', 'PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'SEED_DEMO', 'SEED_ON_EMPTY'])
      delete base[key];
    return {
      ...base,
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      REDIS_PREFIX: `kindred-prodstart-${randomBytes(4).toString('hex')}`,
      PORT: String(20000 + Math.floor(Math.random() * 20000)),
      MEDIA_DIR: mediaDir,
      OUTBOX_DIR: join(mediaDir, 'outbox'),
      ...extra,
    };
  };
  const start = (extra: Record<string, string>) =>
    spawnSync(process.execPath, [main], { env: env(extra), encoding: 'utf8', timeout: 60_000 });

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'kindred-prodstart-'));
  });
  afterAll(async () => {
    await dropDatabase(database);
    await rm(mediaDir, { recursive: true, force: true });
  });

  it.each([
    'change-me-to-a-long-random-string-in-production',
    'kindred-local-development-secret-change-me',
    'secret',
  ])('refuses the placeholder secret %s before touching the database or listening', async (secret) => {
    expect(existsSync(main)).toBe(true);
    const run = start({ SESSION_SECRET: secret, PAYMENT_PROVIDER: 'sandbox' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('SESSION_SECRET: is a known placeholder');
    expect(run.stdout).not.toContain('Serving on');
    expect(await databaseExists(database)).toBe(false);
  });

  it('refuses a secret under 32 characters', () => {
    const run = start({ SESSION_SECRET: GOOD_SECRET.slice(0, 31), PAYMENT_PROVIDER: 'sandbox' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('SESSION_SECRET: must be at least 32 characters in production');
  });

  it('refuses to start with no payment provider, or Mollie without a key', async () => {
    const none = start({ SESSION_SECRET: GOOD_SECRET });
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain('PAYMENT_PROVIDER: no payment provider configured');
    expect(none.stdout).not.toContain('Serving on');
    const mollie = start({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'mollie' });
    expect(mollie.status).not.toBe(0);
    expect(mollie.stderr).toContain('MOLLIE_API_KEY: must be set when PAYMENT_PROVIDER=mollie');
    expect(await databaseExists(database)).toBe(false);
  });

  it('starts on the sandbox only when chosen, warns in the log, and seeds no demo accounts', async () => {
    const child = spawn(process.execPath, [main], {
      env: env({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox' }),
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const serving = await new Promise<boolean>((resolve) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Serving on')) resolve(true);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        void exited.then(() => resolve(false));
      });
      expect(output).toContain('PAYMENT_PROVIDER=sandbox in production: payments are test payments');
      expect(serving).toBe(true);
      expect(output).not.toContain('admin-demo-2026');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
    await client.connect();
    try {
      const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
      expect(await count('SELECT count(*) AS n FROM site_settings')).toBeGreaterThan(0);
      expect(await count('SELECT count(*) AS n FROM admin_accounts')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM accounts')).toBe(0);
    } finally {
      await client.end();
    }
  });
});

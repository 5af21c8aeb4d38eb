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
const MOLLIE_TEST_KEY = 'test_abcdefghijklmnopqrstuvwxyz';

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
    for (const key of [
      'SESSION_SECRET',
      'PAYMENT_PROVIDER',
      'MOLLIE_API_KEY',
      'MOLLIE_ALLOW_TEST_KEY',
      'SEED_DEMO',
      'SEED_ON_EMPTY',
      'SMTP_URL',
      'PUBLIC_URL',
      'PUBLIC_URL_ALLOW_HTTP',
      'TRUST_PROXY',
    ])
      delete base[key];
    return {
      ...base,
      NODE_ENV: 'production',
      // Nothing listens there: start-up sends no mail, and these tests read none.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://kindred.example',
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
  /** Starts the server, waits until it serves or exits, stops it, and gives back what it logged. */
  const serve = async (extra: Record<string, string>) => {
    const child = spawn(process.execPath, [main], { env: env(extra) });
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
      return { serving, output };
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  };

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

  it('refuses to start without SMTP_URL, where mail and its one-time links would go to files and the log', async () => {
    for (const SMTP_URL of ['', 'http://mail.example']) {
      const run = start({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox', SMTP_URL });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('SMTP_URL: ');
      expect(run.stdout).not.toContain('Serving on');
    }
    expect(
      start({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox', SMTP_URL: '' }).stderr,
    ).toContain('SMTP_URL: must be set in production');
    expect(await databaseExists(database)).toBe(false);
  });

  it('refuses to start without an https:// PUBLIC_URL unless http is allowed on purpose', async () => {
    const unset = start({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: '' });
    expect(unset.status).not.toBe(0);
    expect(unset.stderr).toContain('PUBLIC_URL: must be set in production');
    const plain = start({
      SESSION_SECRET: GOOD_SECRET,
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://kindred.example',
    });
    expect(plain.status).not.toBe(0);
    expect(plain.stderr).toContain('PUBLIC_URL: must start with https:// in production');
    expect(await databaseExists(database)).toBe(false);
  });

  it('refuses a Mollie test key, whose paid test checkouts would grant real credits', async () => {
    const run = start({ SESSION_SECRET: GOOD_SECRET, MOLLIE_API_KEY: MOLLIE_TEST_KEY });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('MOLLIE_API_KEY: is a Mollie test key');
    expect(run.stderr).toContain('MOLLIE_ALLOW_TEST_KEY=true');
    expect(await databaseExists(database)).toBe(false);
  });

  it('refuses a TRUST_PROXY Express would misread or reject', async () => {
    const run = start({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox', TRUST_PROXY: 'nginx' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('TRUST_PROXY: must be a number of proxy hops');
    expect(await databaseExists(database)).toBe(false);
  });

  it('starts on the sandbox only when chosen, warns in the log, and seeds no demo accounts', async () => {
    const { serving, output } = await serve({ SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox' });
    expect(output).toContain('PAYMENT_PROVIDER=sandbox in production: payments are test payments');
    expect(serving).toBe(true);
    expect(output).not.toContain('admin-demo-2026');
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

  it('starts on a Mollie test key or an http:// PUBLIC_URL only when allowed, and warns in the log', async () => {
    const { serving, output } = await serve({
      SESSION_SECRET: GOOD_SECRET,
      MOLLIE_API_KEY: MOLLIE_TEST_KEY,
      MOLLIE_ALLOW_TEST_KEY: 'true',
      PUBLIC_URL: 'http://localhost:8080',
      PUBLIC_URL_ALLOW_HTTP: 'true',
      TRUST_PROXY: '1',
    });
    expect(serving).toBe(true);
    expect(output).toContain('MOLLIE_API_KEY is a Mollie test key in production');
    expect(output).toContain('PUBLIC_URL is http:// in production');
  });
});

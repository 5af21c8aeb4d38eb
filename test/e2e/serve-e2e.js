/**
 * Serves the built app for the browser tests: a fresh database (kindred_e2e), migrated and seeded
 * with a small demo population by the server's own start-up, on E2E_PORT (3100).
 */
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { Client } = require('pg');
const { createClient } = require('redis');
const { startMailCatcher } = require('./mail-catcher');

const root = join(__dirname, '..', '..');
const port = process.env.E2E_PORT ?? '3100';
const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `kindred_e2e_${port}`;
const smtpPort = Number(port) + 25; // 3125
const mailApiPort = Number(port) + 1; // 3101: GET /messages?to=

/** A fresh database restarts account ids: counters (rate limits) of an earlier run must go with it. */
async function clearRedisKeys(prefix) {
  const redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  await redis.connect();
  const keys = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
    keys.push(...[batch].flat());
  if (keys.length) await redis.del(keys);
  await redis.quit();
}

async function main() {
  const client = new Client({ connectionString: server });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
  await clearRedisKeys(`kindred-e2e-${port}:`);
  startMailCatcher({ smtpPort, httpPort: mailApiPort });
  const url = new URL(server);
  url.pathname = `/${database}`;
  const child = spawn(process.execPath, [join(root, 'server/dist/server/src/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: port,
      DATABASE_URL: url.toString(),
      REDIS_PREFIX: `kindred-e2e-${port}`,
      SEED_MEMBERS: process.env.SEED_MEMBERS ?? '40',
      MEDIA_DIR: join(root, `var/e2e-media-${port}`),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * BENCH_SEED=<members>: the bench prepares its own data instead of using the server at BENCH_URL. It
 * creates the database kindred_bench_<members> when missing, seeds it in bulk (npm run db:seed with
 * SEED_BULK=true; a second run finds it seeded and adds nothing), starts the built server on a free port
 * with NODE_ENV=development, waits until /api/settings.php answers, and stops the server afterwards.
 * Needs `npm run build -w server` first, PostgreSQL (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and the Redis the server uses (REDIS_URL).
 */
const { spawn } = require('node:child_process');
const { createWriteStream, existsSync } = require('node:fs');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');
const { Client } = require('pg');
const { createClient } = require('redis');

const ROOT = resolve(__dirname, '../..');
const SEED_CLI = join(ROOT, 'server/dist/db/cli/seed.js');
const MAIN = join(ROOT, 'server/dist/server/src/main.js');
/** The server reads the seed, then fills the search index of every member before it listens. */
const START_TIMEOUT_MS = 10 * 60_000;

/** The Redis prefix of the server on kindred_bench_<members>. */
function redisPrefixOf(members) {
  return `kindred-bench-${members}`;
}

function databaseUrl(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(server, name) {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name}"`);
    return !found.rowCount;
  } finally {
    await client.end();
  }
}

/**
 * A run that saturated the server ends with mails and pushes of its messages still leased to it (they
 * are after-answer work): on a reused database the next run's sweep would deliver them inside its own
 * measured window. They are the fake members' notices of a finished run, so they are marked done.
 */
async function forgetLastRunsNotices(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'UPDATE outbox_deliveries SET delivered_at = now() WHERE delivered_at IS NULL',
    );
    if (rowCount) console.log(`Left by an earlier run and marked done: ${rowCount} outbox deliveries`);
  } finally {
    await client.end();
  }
}

/**
 * What an earlier run left in Redis under the bench's prefix goes too, so a run measures its own work only:
 * its delayed mail jobs (120 of them after a run at 500 a second) fall due NOTIFICATION_MAIL_DELAY_SECONDS
 * (120 s) after its sends, inside the next run when runs follow each other, and its per-member send
 * counters answered a run within a minute of the last with 429. The run logs in anew and its server starts
 * afresh, so nothing there is needed.
 */
async function forgetLastRunsRedisKeys(prefix) {
  const redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  await redis.connect();
  try {
    let forgotten = 0;
    for await (const found of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
      const keys = Array.isArray(found) ? found : [found];
      if (keys.length) forgotten += await redis.unlink(keys);
    }
    if (forgotten)
      console.log(`Left by an earlier run and forgotten: ${forgotten} Redis keys under ${prefix}`);
  } finally {
    await redis.quit();
  }
}

async function analyze(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // VACUUM too: a live site's autovacuum keeps the visibility map current, which index-only scans need
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Runs the seed CLI, its output relayed; rejects when it fails. */
function runSeed(env) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [SEED_CLI], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the seed failed (exit ${code})`))));
  });
}

async function waitUntilUp(url, child) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/settings.php`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Seeds kindred_bench_<members> and starts `count` server processes on it (sharing its PostgreSQL and
 * Redis, as replicas do); resolves with { url, urls, pid, pids, stop }, url and pid the first's.
 */
async function startOwnServer(members, count = 1) {
  if (!Number.isInteger(members) || members < 1) throw new Error(`BENCH_SEED must be a whole number > 0`);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_INSTANCES must be a whole number > 0`);
  for (const built of [SEED_CLI, MAIN])
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build -w server first`);
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `kindred_bench_${members}`;
  const url = databaseUrl(server, name);
  const mediaDir = join(ROOT, 'var', `bench-media-${members}`);
  console.log(`${(await ensureDatabase(server, name)) ? 'Created' : 'Using'} the database ${name}`);
  const started = Date.now();
  await runSeed({
    ...process.env,
    DATABASE_URL: url,
    MEDIA_DIR: mediaDir,
    SEED_MEMBERS: String(members),
    SEED_BULK: 'true',
    SEED_DEMO: 'true',
  });
  console.log(`Seed step: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await forgetLastRunsNotices(url);
  await forgetLastRunsRedisKeys(redisPrefixOf(members));

  const instances = [];
  try {
    for (let n = 0; n < count; n++) instances.push(await startInstance({ url, members, mediaDir, n }));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  // The server filled search's index at start: give the planner its statistics now, as autovacuum
  // would on a site that has been running, rather than bench plans made for empty tables.
  await analyze(url);
  return {
    url: instances[0].url,
    urls: instances.map((instance) => instance.url),
    pid: instances[0].pid,
    pids: instances.map((instance) => instance.pid),
    stop: () => Promise.all(instances.map((instance) => instance.stop())),
  };
}

/** One server process on the seeded database, on a free port; resolves once it answers. */
async function startInstance({ url, members, mediaDir, n }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: extra flags for the server's node (e.g. --cpu-prof --cpu-prof-dir=var/prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_PREFIX: redisPrefixOf(members),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
      SMTP_URL: '',
      PUBLIC_URL: base,
      MEDIA_DIR: mediaDir,
    },
    // The server's log only matters when it fails to start: kept to the last lines.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  // BENCH_SERVER_LOG: a file that gets the server's whole log (e.g. var/bench-server.log; .2, .3 … for
  // the second instance and on).
  const logPath = process.env.BENCH_SERVER_LOG && `${process.env.BENCH_SERVER_LOG}${n ? `.${n + 1}` : ''}`;
  const log = logPath ? createWriteStream(logPath) : null;
  const keep = (chunk) => {
    log?.write(chunk);
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const booting = Date.now();
  try {
    await waitUntilUp(base, child);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}; its last lines:\n${tail.join('\n')}`, { cause: error });
  }
  console.log(`Server on ${base} (pid ${child.pid}), up in ${((Date.now() - booting) / 1000).toFixed(1)} s`);
  return { url: base, pid: child.pid, stop };
}

module.exports = { databaseUrl, ensureDatabase, startOwnServer };

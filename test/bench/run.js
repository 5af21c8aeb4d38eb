/**
 * `npm run bench`: throughput and latency of the hottest calls against a running server (BENCH_URL,
 * default http://localhost:3000), beside a bare Express app started here in the same run, so the
 * figures can be read against what this machine does at all right now; then search at
 * BENCH_SEARCH_CONNECTIONS concurrent searchers beside settings.php (test/bench/search.js). Prints
 * figures; asserts nothing about time. Logged-in calls use the demo member (BENCH_EMAIL / BENCH_PASSWORD
 * to choose another). BENCH_SEED=<members> benches a server of its own on a database seeded with that
 * many members instead (test/bench/own-server.js). BENCH_SECONDS (default 5) per call, BENCH_CONNECTIONS
 * (default 10) for the first section. Last, messaging: sends at a fixed rate and their delivery to sockets
 * (test/bench/messaging.js). BENCH_ONLY=search or BENCH_ONLY=messaging runs that section alone. After
 * messaging, the same section against the send's floor (test/bench/send-floor-server.js: the issue's
 * stack with no framework, the least a send can cost on this machine): BENCH_FLOOR=statement (default),
 * transaction (the app's six round trips) or off. BENCH_INSTANCES=<n> (with BENCH_SEED) starts n server
 * processes on the same database and Redis, as replicas: messaging spreads its senders over them and
 * connects each recipient to another instance than its sender's, so deliveries cross instances.
 */
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { hasWrk, measure, print } = require('./measure');
const { startOwnServer } = require('./own-server');
const { benchMessaging } = require('./messaging');
const { benchSearch } = require('./search');
const { startSendFloor } = require('./send-floor');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const searchConnections = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 20);
const seedMembers = process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) : null;
/** With BENCH_SEED: how many server processes share its database and Redis (replicas; messaging uses all). */
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const floor = process.env.BENCH_FLOOR ?? 'statement';
const login = {
  email: process.env.BENCH_EMAIL ?? 'demo@kindred.local',
  password: process.env.BENCH_PASSWORD ?? 'kindred-demo-2026',
};

/** Starts test/bench/bare-express.js in its own process; resolves with its URL. */
function startBaseline() {
  const child = spawn(process.execPath, [join(__dirname, 'bare-express.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (port) =>
      resolve({ child, url: `http://127.0.0.1:${String(port).trim()}/bare` }),
    );
  });
}

async function logIn(base) {
  const response = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`login as ${login.email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('kindred.sid='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

async function benchCalls(base, member, bareUrl) {
  const options = { seconds, connections };
  const targets = [
    ['GET /api/user.php (logged out)', '/api/user.php', {}],
    ['GET /api/user.php (logged in)', '/api/user.php', member],
    ['GET /api/member.php?id=2 (logged in)', '/api/member.php?id=2', member],
    ['GET /api/settings.php', '/api/settings.php', {}],
    ['GET /api/companyinfo.php', '/api/companyinfo.php', {}],
    ['GET /api/interests.php', '/api/interests.php', {}],
    ['GET /api/regions.php', '/api/regions.php', {}],
    ['GET /api/bundles.php', '/api/bundles.php', {}],
    ['GET / (the web app)', '/', {}],
  ];
  // Warm-up, not reported: a process just started compiles its hot paths and fills its pools in the
  // first seconds, which would count against whatever is measured first.
  const warmUp = { ...options, seconds: 1 };
  await measure('warm-up', bareUrl, {}, warmUp);
  for (const [, path, headers] of targets) await measure('warm-up', base + path, headers, warmUp);
  const bare = await measure('bare Express (baseline)', bareUrl, {}, options);
  print(bare);
  for (const [label, path, headers] of targets)
    print(await measure(label, base + path, headers, options), bare);
  // The baseline again at the end: the machine's load may have changed during the run.
  print(await measure('bare Express (baseline, again)', bareUrl, {}, options));
}

/** The messaging section again, against the send's floor, once the app's server has stopped. */
async function benchFloor(bareUrl) {
  const sendFloor = await startSendFloor(floor);
  try {
    await benchMessaging({
      base: sendFloor.url,
      bareUrl,
      seconds,
      serverPid: sendFloor.pid,
      title: `The send's floor (no framework; ${floor === 'transaction' ? "the app's six round trips" : 'one statement'})`,
      label: 'floor: ',
    });
  } finally {
    await sendFloor.stop();
  }
}

(async () => {
  const own = seedMembers === null ? null : await startOwnServer(seedMembers, instances);
  const base = own ? own.url : (process.env.BENCH_URL ?? 'http://localhost:3000');
  const { child, url } = await startBaseline();
  const client = hasWrk ? 'wrk' : 'the Node client (install wrk for figures of the server alone)';
  console.log(
    `Benchmark against ${base}${seedMembers ? ` (${seedMembers} seeded members)` : ''}: ` +
      `${connections} connections, ${seconds} s per call, load from ${client}`,
  );
  let running = own;
  try {
    const member = { Cookie: await logIn(base), 'X-Request-Type': 'client' };
    const only = process.env.BENCH_ONLY; // one section: search or messaging
    if (!only) await benchCalls(base, member, url);
    if (!only || only === 'search')
      await benchSearch({ base, member, seconds, connections: searchConnections });
    if (!only || only === 'messaging') {
      await benchMessaging({ base, bases: own?.urls, bareUrl: url, seconds, serverPid: own?.pids });
      // The floor runs alone: the app's server stops first (one it did not start stays up).
      await running?.stop();
      running = null;
      if (floor !== 'off') await benchFloor(url);
    }
  } finally {
    child.kill();
    await running?.stop();
  }
})().catch((error) => {
  // fetch says only "fetch failed": the reason (refused, reset, timeout) is its cause.
  const cause = error.cause ? ` (${error.cause.code ?? error.cause.message ?? error.cause})` : '';
  console.error(
    `Benchmark failed: ${error.message}${cause} (is the server running with demo data? npm start)`,
  );
  process.exit(1);
});

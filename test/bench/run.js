/**
 * `npm run bench`: throughput and latency of the hottest calls against a running server (BENCH_URL,
 * default http://localhost:3000), beside a bare Express app started here in the same run, so the
 * figures can be read against what this machine does at all right now. Prints figures; asserts nothing
 * about time. Logged-in calls use the demo member (BENCH_EMAIL / BENCH_PASSWORD to choose another).
 * The load comes from wrk when it is installed (apt-get install wrk: a client in C, so the figures are
 * the server's), else from a Node client in this process (which then takes part of the CPU itself).
 */
const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

async function logIn() {
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

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** wrk's own percentiles, written by a Lua hook as one JSON line (latency in microseconds). */
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH{"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status + e.connect + e.read + e.write + e.timeout))
end`;
const wrkScript = join(mkdtempSync(join(tmpdir(), 'kindred-bench-')), 'report.lua');
writeFileSync(wrkScript, WRK_REPORT);

function measureWithWrk(label, url, headers) {
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '-s', wrkScript];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH'));
  if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(line.slice('BENCH'.length));
  const ms = (us) => (us / 1000).toFixed(1);
  return {
    label,
    rps: Math.round(r.requests / (r.duration / 1e6)),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    failures: r.failures,
  };
}

/** Without wrk: `connections` loops calling `url` for `seconds`; every answer must be 2xx. */
async function measureWithFetch(label, url, headers) {
  const timings = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  async function loop() {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (Date.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  return {
    label,
    rps: Math.round(timings.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  };
}

async function measure(label, url, headers = {}) {
  return hasWrk ? measureWithWrk(label, url, headers) : measureWithFetch(label, url, headers);
}

function print(r, baseline) {
  const share = baseline ? `  ${((100 * r.rps) / baseline.rps).toFixed(0).padStart(3)}% of bare` : '';
  console.log(
    `${r.label.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.padStart(6)} ms  p95 ${r.p95.padStart(
      6,
    )} ms  p99 ${r.p99.padStart(6)} ms  failures ${r.failures}${share}`,
  );
}

(async () => {
  const { child, url } = await startBaseline();
  const client = hasWrk ? 'wrk' : 'the Node client (install wrk for figures of the server alone)';
  console.log(
    `Benchmark against ${base}: ${connections} connections, ${seconds} s per call, load from ${client}`,
  );
  try {
    const cookie = await logIn();
    const member = { Cookie: cookie, 'X-Request-Type': 'client' };
    const bare = await measure('bare Express (baseline)', url);
    print(bare);
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
    for (const [label, path, headers] of targets) print(await measure(label, base + path, headers), bare);
    // The baseline again at the end: the machine's load may have changed during the run.
    print(await measure('bare Express (baseline, again)', url));
  } finally {
    child.kill();
  }
})().catch((error) => {
  console.error(`Benchmark failed: ${error.message} (is the server running with demo data? npm start)`);
  process.exit(1);
});

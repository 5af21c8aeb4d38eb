/**
 * One bench measurement: `connections` clients calling a URL for `seconds`, as p50/p95/p99 and req/s.
 * The load comes from wrk when it is installed (apt-get install wrk: a client in C, so the figures are
 * the server's), else from a Node client in this process (which then takes part of the CPU itself).
 */
const { spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** wrk's own percentiles, written by a Lua hook as one JSON line (latency in microseconds). */
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH{"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status + e.connect + e.read + e.write + e.timeout))
end`;
let wrkScript;

function measureWithWrk(label, url, headers, { seconds, connections }) {
  if (!wrkScript) {
    wrkScript = join(mkdtempSync(join(tmpdir(), 'kindred-bench-')), 'report.lua');
    writeFileSync(wrkScript, WRK_REPORT);
  }
  // wrk needs at least as many connections as threads.
  const threads = Math.min(2, connections);
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '-s', wrkScript];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH'));
  if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(line.slice('BENCH'.length));
  const ms = (us) => (us / 1000).toFixed(1);
  return {
    label,
    connections,
    rps: Math.round(r.requests / (r.duration / 1e6)),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    failures: r.failures,
  };
}

/** Without wrk: `connections` loops calling `url` for `seconds`; every answer must be 2xx. */
async function measureWithFetch(label, url, headers, { seconds, connections }) {
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
    connections,
    rps: Math.round(timings.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  };
}

/** options: { seconds, connections }. */
async function measure(label, url, headers, options) {
  return hasWrk
    ? measureWithWrk(label, url, headers, options)
    : measureWithFetch(label, url, headers, options);
}

/** One line of figures; with a reference, the share of its req/s too. */
function print(r, reference, referenceName = 'bare') {
  const share = reference
    ? `  ${((100 * r.rps) / reference.rps).toFixed(0).padStart(3)}% of ${referenceName}`
    : '';
  console.log(
    `${r.label.padEnd(50)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.padStart(6)} ms  p95 ${r.p95.padStart(
      6,
    )} ms  p99 ${r.p99.padStart(6)} ms  failures ${r.failures}${share}`,
  );
}

/**
 * fetch, tried a second time when the first fails on the socket: a keep-alive connection of an earlier
 * call sits idle while wrk runs, and the server closes it (keepAliveTimeout) just as fetch reuses it.
 */
async function benchFetch(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

module.exports = { benchFetch, hasWrk, measure, print };

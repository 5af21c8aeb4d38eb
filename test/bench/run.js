/**
 * `npm run bench`: latency of the hottest public calls against a running server (BENCH_URL,
 * default http://localhost:3000). Prints figures; asserts nothing about time.
 */
const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const targets = [
  '/api/settings.php',
  '/api/companyinfo.php',
  '/api/interests.php',
  '/api/regions.php',
  '/api/user.php',
  '/api/bundles.php',
  '/api/member.php?id=1',
  '/',
];

async function measure(path) {
  const timings = [];
  let failures = 0;
  let next = 0;
  async function worker() {
    while (next < requests) {
      next++;
      const started = process.hrtime.bigint();
      try {
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  return {
    path,
    requests: timings.length,
    failures,
    rps: (timings.length / seconds).toFixed(0),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

(async () => {
  console.log(`Benchmark against ${base}: ${requests} requests per call, ${concurrency} at a time`);
  for (const path of targets) {
    const r = await measure(path);
    console.log(
      `${r.path.padEnd(24)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  failures ${r.failures}`,
    );
  }
})().catch((error) => {
  console.error(`Benchmark failed: ${error.message} (is the server running? npm start)`);
  process.exit(1);
});

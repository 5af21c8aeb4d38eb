/**
 * Starts the send's floor (test/bench/send-floor-server.js) in a process of its own, on the database
 * kindred_bench_floor (made when missing; its tables are made anew at each start) and the Redis the app
 * uses (REDIS_URL), under the key prefix kindred-bench-floor. Resolves with { url, pid, stop }.
 */
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { databaseUrl, ensureDatabase } = require('./own-server');

const DATABASE = 'kindred_bench_floor';

async function startSendFloor(mode) {
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await ensureDatabase(server, DATABASE);
  const child = spawn(process.execPath, [join(__dirname, 'send-floor-server.js')], {
    env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl(server, DATABASE), FLOOR_SEND: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the send's floor exited (code ${code})`)));
    child.stdout.once('data', (line) => resolve(String(line).trim()));
  });
  child.removeAllListeners('exit');
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

module.exports = { startSendFloor };

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const MAIN = join(ROOT, 'server/dist/server/src/main.js');

export interface ServerRun {
  /** Exit code, or null when the test stopped it after `until` appeared. */
  code: number | null;
  output: string;
}

/**
 * Runs the built server (`npm run build -w server` first) as production runs it, with `env` on top
 * of a test environment; resolves when it exits, or stops it once its output matches `until`.
 */
export function runServer(env: Record<string, string>, until?: RegExp): Promise<ServerRun> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w server first`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', SEED_ON_EMPTY: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stopped = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && !stopped && until.test(output)) {
        stopped = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: stopped ? null : code, output }));
  });
}

/** A port nothing listens on (taken from the system, then let go). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`npm run build -w server` first) as a second instance beside the test's own,
 * on a free port with `env` on top of the test's environment; resolves once it serves.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w server first`);
  const port = await closedPort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', SEED_ON_EMPTY: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving on')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Ports this machine keeps for tests' own redis-servers (REDIS_TEST_PORTS=first-last). */
const [FIRST_PORT, LAST_PORT] = (process.env.REDIS_TEST_PORTS ?? '6390-6399').split('-').map(Number) as [
  number,
  number,
];

export interface OwnRedis {
  port: number;
  url: string;
  /** Stops the server (as an outage would); its data goes with it. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered, as when Redis hangs. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
}

/** A redis-server of the test's own, so a test can take Redis away without touching the shared one. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const running = child;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        running.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
        running.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      });
      running.stdout!.resume();
    },
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGCONT'); // a frozen server would not act on the SIGTERM
        running.kill('SIGTERM');
      });
    },
  };
  await own.start();
  return own;
}

async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port for a test redis-server in ${FIRST_PORT}-${LAST_PORT}`);
}

import type { Logger } from '@nestjs/common';
import { ClientOfflineError, createClient, type RedisClientType, TimeoutError } from 'redis';
import { redactedUrl } from '../config/redacted-url';
import { reason } from '../errors/outage';
import { withinDeadline } from '../timing/deadline';

/** Every command answers or fails within this time, so a request can still answer 503 within 2 s. */
export const REDIS_COMMAND_TIMEOUT_MS = 1500;
const RECONNECT_MAX_DELAY_MS = 1000;
const WAIT_LOG_EVERY_MS = 5000;

export interface RedisClientOptions {
  url: string;
  /** Give up connecting at start-up after this long. */
  startupWaitSeconds: number;
  logger: Logger;
}

/**
 * The shared node-redis client, made to fail fast: no offline queue (a command while Redis is away
 * fails at once instead of running minutes later), a timeout on every command, and a reconnect
 * loop that keeps trying in the background once the first connection was made. Before that, it
 * says what it waits for and gives up after `startupWaitSeconds`.
 */
export async function connectRedis(options: RedisClientOptions): Promise<RedisClientType> {
  const where = redactedUrl(options.url);
  const deadline = Date.now() + options.startupWaitSeconds * 1000;
  let connectedOnce = false;
  let lastWaitLog = 0;
  const client: RedisClientType = createClient({
    url: options.url,
    disableOfflineQueue: true,
    // No `commandOptions.timeout`: timeBoundCommands below gives every command its timeout, more cheaply.
    socket: {
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!connectedOnce) {
          if (Date.now() - lastWaitLog >= WAIT_LOG_EVERY_MS) {
            lastWaitLog = Date.now();
            options.logger.warn(`Waiting for Redis at ${where} (${reason(cause)})`);
          }
          if (Date.now() >= deadline)
            return new Error(
              `Redis at ${where} did not answer within ${options.startupWaitSeconds} s ` +
                `(STARTUP_WAIT_SECONDS): ${reason(cause)}`,
            );
        }
        return Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS);
      },
    },
  });
  let down = false;
  // Reconnects by itself; meanwhile requests answer 503 and /api/health says Redis is down.
  client.on('error', (error: Error) => {
    if (!connectedOnce || down) return;
    down = true;
    options.logger.warn(`Lost Redis at ${where} (${error.message}); answering 503 until it is back`);
  });
  client.on('ready', () => {
    if (down) options.logger.log(`Redis at ${where} is back`);
    connectedOnce = true;
    down = false;
  });
  timeBoundCommands(client);
  failFastBatches(client);
  await client.connect();
  return client;
}

type AsyncCall = (...args: unknown[]) => Promise<unknown>;

/**
 * Every single command fails after REDIS_COMMAND_TIMEOUT_MS, by a timer cancelled on the reply (and
 * one that never fails a reply already waiting to be read: `withinDeadline`).
 * node-redis's own `commandOptions.timeout` makes an `AbortSignal.timeout` per command, whose timer
 * still fires 1.5 s after the reply, building a DOMException and an abort event each time: about 3 % of
 * the server's CPU at 300 messages a second (CPU profile), for every command of every request.
 */
function timeBoundCommands(client: RedisClientType): void {
  // The client handed out derives from the instance every command goes through (`_self`).
  const commands = (client as unknown as { _self?: { sendCommand?: AsyncCall } })._self;
  const send = commands?.sendCommand;
  if (!commands || !send) throw new Error('node-redis no longer sends commands through _self.sendCommand');
  commands.sendCommand = function (this: unknown, ...args: unknown[]) {
    return withTimeout(send.apply(this, args));
  };
}

/**
 * node-redis checks `disableOfflineQueue` and the command timeout for single commands only: a
 * MULTI or a pipeline sent while Redis is away would wait for the reconnect and run then. Give
 * batches the same rule.
 */
function failFastBatches(client: RedisClientType): void {
  const batches = client as unknown as Record<'_executeMulti' | '_executePipeline', AsyncCall>;
  for (const method of ['_executeMulti', '_executePipeline'] as const) {
    const original = batches[method].bind(client);
    batches[method] = (...args) =>
      client.isReady ? withTimeout(original(...args)) : Promise.reject(new ClientOfflineError());
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return withinDeadline(work, REDIS_COMMAND_TIMEOUT_MS, () => new TimeoutError());
}

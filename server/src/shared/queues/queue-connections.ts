import { Injectable, Module } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from '../redis/redis-client';

const RECONNECT_MAX_DELAY_MS = 1000;

/**
 * Bull's ioredis connections, made to fail fast like the shared client. The `client` connection
 * (adding jobs, counts, the worker's bookkeeping) queues nothing while Redis is away: a
 * `queue.add` during an outage fails at once instead of running minutes later. It keeps the
 * offline queue only until its first connection, so start-up does not race the connect.
 * The blocking (`bclient`) and `subscriber` connections are Bull's own waiting loops and keep
 * ioredis's defaults, as Bull requires. Every connection retries quickly and for ever.
 */
@Injectable()
export class QueueConnections {
  private readonly open = new Set<Redis>();

  create(type: 'client' | 'subscriber' | 'bclient', options: RedisOptions = {}): Redis {
    const common: RedisOptions = {
      ...options,
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy: (times: number) => Math.min(100 * 2 ** times, RECONNECT_MAX_DELAY_MS),
    };
    const connection =
      type === 'client'
        ? new Redis({
            ...common,
            maxRetriesPerRequest: 0,
            commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
            autoResendUnfulfilledCommands: false,
          })
        : new Redis({ ...common, maxRetriesPerRequest: null });
    if (type === 'client')
      connection.once('ready', () => {
        connection.options.enableOfflineQueue = false;
      });
    connection.on('error', () => undefined); // reconnects by itself; health reports the queues
    this.open.add(connection);
    return connection;
  }

  /**
   * Bull leaves connections it did not create open (and reconnects the blocking one while it
   * pauses): close them all once the queues are closed.
   */
  closeAll(): void {
    for (const connection of this.open) connection.disconnect();
    this.open.clear();
  }
}

@Module({ providers: [QueueConnections], exports: [QueueConnections] })
export class QueueConnectionsModule {}

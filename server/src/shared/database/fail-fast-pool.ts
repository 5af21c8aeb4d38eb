import { Client, type ClientConfig, defaults, Pool, type PoolClient, type PoolConfig } from 'pg';
import { withinDeadline } from '../timing/deadline';

type Acquired = (error: Error | undefined, client?: PoolClient, release?: (error?: Error) => void) => void;

/** pg-pool's own message for it, which `isOutage` answers with a 503. */
const acquireTimeout = () => new Error('timeout exceeded when trying to connect');

/**
 * The driver TypeORM uses (its `driver` option: TypeORM takes `Pool` and `defaults` from it), with a pool whose wait for a connection fails after `acquireMs` (a request answers
 * 503 within 2 s when PostgreSQL is away or every connection is busy), by a deadline that never fails
 * a connection already handed back while the event loop stalled (`withinDeadline`): pg-pool's own
 * `connectionTimeoutMillis` is a plain timer, which a long garbage collection or a machine starved of
 * CPU fires before the query that would free a connection is read. A connection that arrives after its
 * deadline goes straight back to the pool. A new connection's handshake keeps pg's own limit, at twice
 * the wait, so a hung handshake does not hold a place in the pool for ever.
 */
export function failFastPg(acquireMs: number): { Pool: typeof Pool; defaults: typeof defaults } {
  class TimeBoundClient extends Client {
    constructor(config: ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: 2 * acquireMs });
    }
  }

  class FailFastPool extends Pool {
    constructor(config: PoolConfig) {
      super({ ...config, connectionTimeoutMillis: 0, Client: TimeBoundClient });
    }

    override connect(): Promise<PoolClient>;
    override connect(callback: Acquired): void;
    override connect(callback?: Acquired): Promise<PoolClient> | void {
      let late = false;
      const acquiring = super.connect();
      void acquiring.then(
        (client) => late && client.release(),
        () => undefined, // reported through `acquired` below, or after its deadline to no one
      );
      const acquired = withinDeadline(acquiring, acquireMs, () => {
        late = true;
        return acquireTimeout();
      });
      if (!callback) return acquired;
      acquired.then(
        (client) => callback(undefined, client, (error?: Error) => client.release(error)),
        (error: Error) => callback(error),
      );
    }
  }

  return { Pool: FailFastPool, defaults };
}

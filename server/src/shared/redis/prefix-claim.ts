import type { RedisClientType } from 'redis';
import type { DataSource } from 'typeorm';

/**
 * Two instances with the same REDIS_PREFIX share queues, sessions and counters: with different
 * databases one would run the other's jobs (mails with one-time links from the wrong site). The
 * first instance claims the prefix for its database; an instance of another database refuses to
 * start. The owner is the PostgreSQL cluster's system identifier plus the database name, so a
 * replica, a restart or a recreated database of the same name is the same owner.
 */
export async function claimRedisPrefix(
  redis: RedisClientType,
  dataSource: DataSource,
  prefix: string,
): Promise<void> {
  const owner = await databaseIdentity(dataSource);
  const key = `${prefix}:owner`;
  await redis.set(key, owner, { condition: 'NX' });
  const current = await redis.get(key);
  if (current !== owner)
    throw new Error(
      `REDIS_PREFIX "${prefix}" is already used by another database (${current}); this instance's ` +
        `database is ${owner}. Give each database its own REDIS_PREFIX (or delete the key ${key} ` +
        `if that database is gone).`,
    );
}

async function databaseIdentity(dataSource: DataSource): Promise<string> {
  try {
    const [row] = (await dataSource.query(
      'SELECT system_identifier::text AS cluster, current_database() AS name FROM pg_control_system()',
    )) as [{ cluster: string; name: string }];
    return `postgres:${row.cluster}/${row.name}`;
  } catch {
    // pg_control_system() revoked by a hosting provider: the server's address names the cluster.
    const [row] = (await dataSource.query(
      `SELECT coalesce(host(inet_server_addr()), 'local') || ':' || inet_server_port() AS cluster,
              current_database() AS name`,
    )) as [{ cluster: string; name: string }];
    return `postgres:${row.cluster}/${row.name}`;
  }
}

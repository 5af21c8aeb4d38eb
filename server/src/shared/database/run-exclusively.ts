import type { DataSource } from 'typeorm';

/**
 * Runs `work` under the session-level advisory lock `key` unless another instance holds it; answers null
 * then. For scheduled jobs that must not run twice at once however many instances run them.
 */
export async function runExclusively<T>(
  dataSource: DataSource,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [lock] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [key])) as [
      { locked: boolean },
    ];
    if (!lock.locked) return null;
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [key]);
    }
  } finally {
    await runner.release();
  }
}

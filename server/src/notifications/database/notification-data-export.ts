import type { DataSource } from 'typeorm';

/** The member's push devices (label, switch, dates: no endpoint keys) and push settings. */
export async function readPushData(dataSource: DataSource, accountId: number): Promise<unknown> {
  const [devices, [settings]] = await Promise.all([
    dataSource.query(
      `SELECT label, enabled, created_at, updated_at FROM push_subscriptions WHERE account_id = $1 ORDER BY id`,
      [accountId],
    ),
    dataSource.query(`SELECT show_message_text FROM push_settings WHERE account_id = $1`, [accountId]) as Promise<
      unknown[]
    >,
  ]);
  return { devices, settings: settings ?? null };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class PushDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The member's push devices (label, switch, dates: no endpoint keys) and push settings. */
  async read(accountId: number): Promise<unknown> {
    const [devices, [settings]] = await Promise.all([
      this.dataSource.query(
        `SELECT label, enabled, created_at, updated_at FROM push_subscriptions WHERE account_id = $1 ORDER BY id`,
        [accountId],
      ),
      this.dataSource.query(`SELECT show_message_text FROM push_settings WHERE account_id = $1`, [
        accountId,
      ]) as Promise<unknown[]>,
    ]);
    return { devices, settings: settings ?? null };
  }
}

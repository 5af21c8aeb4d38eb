import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Text messages kept instead of sent, in development and tests (`sms_outbox`). */
@Injectable()
export class SmsOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(phone: string, text: string, at: Date): Promise<void> {
    await this.dataSource.query(`INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, $3)`, [
      phone,
      text,
      at,
    ]);
  }
}

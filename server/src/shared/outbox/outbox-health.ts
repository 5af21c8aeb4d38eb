import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { STUCK_AFTER_ATTEMPTS } from './outbox-backoff';

export interface OutboxCounts {
  /** Deliveries not done yet. */
  pending: number;
  /** Of those, the ones whose handler failed at least once (being retried). */
  failing: number;
  /** Of those, the ones that failed often enough to need a look (still retried). */
  stuck: number;
}

/** How the outbox is doing, for /api/health. */
@Injectable()
export class OutboxHealth {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(): Promise<OutboxCounts> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending,
              count(*) FILTER (WHERE attempts > 0)::int AS failing,
              count(*) FILTER (WHERE attempts >= $1)::int AS stuck
         FROM outbox_deliveries WHERE delivered_at IS NULL`,
      [STUCK_AFTER_ATTEMPTS],
    )) as [OutboxCounts];
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface DailyMoney {
  /** ISO date (UTC). */
  day: string;
  currency: string;
  amount: number;
}

export interface DailyCredits {
  day: string;
  sold: number;
  spent: number;
}

const utcDay = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Daily sums of orders and ledger entries for the finance charts, per UTC day in [from, until). */
@Injectable()
export class FinanceChartsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Order amounts per day and currency by `paid_at` (money in) or `refunded_at` (money back). */
  moneyPerDay(column: 'paid_at' | 'refunded_at', from: Date, until: Date): Promise<DailyMoney[]> {
    return this.dataSource.query(
      `SELECT ${utcDay(column)} AS day, trim(currency) AS currency, sum(amount)::float8 AS amount
         FROM orders WHERE ${column} >= $1 AND ${column} < $2 GROUP BY 1, 2`,
      [from, until],
    ) as Promise<DailyMoney[]>;
  }

  /** Credits bought (purchase entries) and spent (messages, photos, gifts) per day. */
  creditsPerDay(from: Date, until: Date): Promise<DailyCredits[]> {
    return this.dataSource.query(
      `SELECT ${utcDay('created_at')} AS day,
              coalesce(sum(amount) FILTER (WHERE kind = 'purchase'), 0)::float8 AS sold,
              coalesce(-sum(amount) FILTER (WHERE kind IN ('spend_message','spend_photo','spend_gift')), 0)::float8
                AS spent
         FROM credit_ledger WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
      [from, until],
    ) as Promise<DailyCredits[]>;
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetFinanceChartsQuery, type FinanceChartsResponse } from '../../billing.contracts';
import { type DailyMoney, FinanceChartsRepository } from '../../database/finance-charts.repository';
import type { FinanceChartDay, MoneyAmount } from './finance-charts.response';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The finance page's charts: per UTC day, money in and back, credits bought and spent. */
@QueryHandler(GetFinanceChartsQuery)
export class GetFinanceChartsHandler implements IQueryHandler<GetFinanceChartsQuery> {
  constructor(
    private readonly charts: FinanceChartsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ from, to }: GetFinanceChartsQuery): Promise<FinanceChartsResponse> {
    const [first, last] = this.range(from, to);
    const end = new Date(last.getTime() + DAY_MS);
    const [paid, refunded, credits] = await Promise.all([
      this.charts.moneyPerDay('paid_at', first, end),
      this.charts.moneyPerDay('refunded_at', first, end),
      this.charts.creditsPerDay(first, end),
    ]);

    const currencies = [...new Set([...paid, ...refunded].map((row) => row.currency))].sort();
    const days: FinanceChartDay[] = [];
    for (let at = first.getTime(); at <= last.getTime(); at += DAY_MS) {
      const date = new Date(at).toISOString().slice(0, 10);
      const creditsOfDay = credits.find((row) => row.day === date);
      days.push({
        date,
        revenue: amountsOf(paid, date, currencies),
        refunded: amountsOf(refunded, date, currencies),
        credits_sold: creditsOfDay?.sold ?? 0,
        credits_spent: creditsOfDay?.spent ?? 0,
      });
    }
    return { from: days[0]!.date, to: days[days.length - 1]!.date, currencies, days };
  }

  /** The first and last day (UTC midnights); the last 30 days up to today when not given. */
  private range(from: unknown, to: unknown): [Date, Date] {
    const today = new Date(this.clock.now().toISOString().slice(0, 10));
    const last = to === undefined || to === '' ? today : day(to);
    const first =
      from === undefined || from === '' ? new Date(last.getTime() - (DEFAULT_DAYS - 1) * DAY_MS) : day(from);
    const span = (last.getTime() - first.getTime()) / DAY_MS + 1;
    if (span < 1 || span > MAX_DAYS) throw invalidRange();
    return [first, last];
  }
}

function amountsOf(rows: DailyMoney[], date: string, currencies: string[]): MoneyAmount[] {
  return currencies.map((currency) => ({
    currency,
    amount: rows.find((row) => row.day === date && row.currency === currency)?.amount ?? 0,
  }));
}

function day(value: unknown): Date {
  if (typeof value !== 'string' || !DATE_ONLY.test(value)) throw invalidRange();
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw invalidRange();
  return date;
}

const invalidRange = () => ApiError.badRequest('invalid_date_range', 'billing.invalid_date_range');

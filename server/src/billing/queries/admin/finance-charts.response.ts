/** An amount of money in minor units of its currency. */
export class MoneyAmount {
  currency: string;
  amount: number;
}

/** One UTC day of the finance charts. */
export class FinanceChartDay {
  /** ISO date. */
  date: string;
  /** Paid that day (orders completed, or refunded later), per currency. */
  revenue: MoneyAmount[];
  /** Paid back that day, per currency. */
  refunded: MoneyAmount[];
  /** Credits bought (purchase entries). */
  credits_sold: number;
  /** Credits spent on messages, photos and gifts. */
  credits_spent: number;
}

/** `GET /admin/api/finance_charts?from=&to=`: every day of the range, days without figures at zero. */
export class FinanceChartsResponse {
  from: string;
  to: string;
  /** Every currency that has revenue or refunds in the range. */
  currencies: string[];
  days: FinanceChartDay[];
}

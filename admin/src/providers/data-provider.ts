import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from './http-client';
import type {
  CreditAdjustment,
  DashboardFigures,
  FinanceCharts,
  LedgerEntry,
  Order,
  Reconciliation,
} from './types';

/**
 * ra-data-simple-rest against the admin API (`GET /admin/api/<resource>?sort=&range=&filter=`, total in
 * `Content-Range`), plus the calls that are not CRUD on a resource.
 */
export interface KindredDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardFigures>;
  /** Rebuilds every balance from the ledger on the server (finance only). */
  getReconciliation(): Promise<Reconciliation>;
  /** Finance: refunds a completed order (the member's rule); the order as it is now. */
  refundOrder(id: string): Promise<Order>;
  /** Finance: one manual adjustment of a member's credits; the ledger entry it made. */
  adjustCredits(adjustment: CreditAdjustment): Promise<LedgerEntry>;
  /** Finance: daily revenue and credits, whole UTC days `from` to `to` (the last 30 days when unset). */
  getFinanceCharts(range: { from?: string; to?: string }): Promise<FinanceCharts>;
}

const post = (path: string, body: unknown) =>
  httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json);

const rest = simpleRestProvider(API_URL, httpClient);

export const dataProvider: KindredDataProvider = {
  ...rest,
  getDashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => json as DashboardFigures),
  getReconciliation: () => httpClient(`${API_URL}/reconciliation`).then(({ json }) => json as Reconciliation),
  refundOrder: (id) => post(`orders/${encodeURIComponent(id)}/refund`, {}) as Promise<Order>,
  adjustCredits: (adjustment) => post('adjustments', adjustment) as Promise<LedgerEntry>,
  getFinanceCharts: ({ from, to }) => {
    const query = new URLSearchParams();
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    return httpClient(`${API_URL}/finance_charts?${query.toString()}`).then(
      ({ json }) => json as FinanceCharts,
    );
  },
};

import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from './http-client';
import type { DashboardFigures, Reconciliation } from './types';

/**
 * ra-data-simple-rest against the admin API (`GET /admin/api/<resource>?sort=&range=&filter=`, total in
 * `Content-Range`), plus the calls that are not CRUD on a resource.
 */
export interface KindredDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardFigures>;
  /** Rebuilds every balance from the ledger on the server (finance only). */
  getReconciliation(): Promise<Reconciliation>;
}

const rest = simpleRestProvider(API_URL, httpClient);

export const dataProvider: KindredDataProvider = {
  ...rest,
  getDashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => json as DashboardFigures),
  getReconciliation: () => httpClient(`${API_URL}/reconciliation`).then(({ json }) => json as Reconciliation),
};

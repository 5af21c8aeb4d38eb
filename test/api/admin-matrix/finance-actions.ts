import { client, type MatrixFile } from './matrix-row';

const FINANCE = ['finance'] as const;
const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';

// The actions answer 404/400 for the allowed roles here (an unknown order, an adjustment without a
// reason): past the guard, nothing changed.
export const matrix: MatrixFile = {
  rows: [
    {
      resource: 'ledger',
      verb: 'export',
      allowed: FINANCE,
      call: (a) => a.get('/admin/api/ledger/export.csv'),
    },
    {
      resource: 'orders',
      verb: 'export',
      allowed: FINANCE,
      call: (a) => a.get('/admin/api/orders/export.csv'),
    },
    {
      resource: 'orders',
      verb: 'refund',
      allowed: FINANCE,
      call: (a) => client(a.post(`/admin/api/orders/${UNKNOWN_ORDER}/refund`)).send({}),
    },
    {
      resource: 'adjustments',
      verb: 'create',
      allowed: FINANCE,
      call: (a) => client(a.post('/admin/api/adjustments')).send({ account_id: 1, amount: 1 }),
    },
    {
      resource: 'finance_charts',
      verb: 'one',
      allowed: FINANCE,
      call: (a) => a.get('/admin/api/finance_charts'),
    },
  ],
};

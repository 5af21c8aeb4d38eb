import type { MatrixFile } from './matrix-row';

const FINANCE = ['finance'] as const;
const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';

export const matrix: MatrixFile = {
  rows: [
    { resource: 'ledger', verb: 'list', allowed: FINANCE, call: (a) => a.get('/admin/api/ledger') },
    { resource: 'ledger', verb: 'one', allowed: FINANCE, call: (a) => a.get('/admin/api/ledger/1') },
    { resource: 'orders', verb: 'list', allowed: FINANCE, call: (a) => a.get('/admin/api/orders') },
    {
      resource: 'orders',
      verb: 'one',
      allowed: FINANCE,
      call: (a) => a.get(`/admin/api/orders/${UNKNOWN_ORDER}`),
    },
    {
      resource: 'reconciliation',
      verb: 'list',
      allowed: FINANCE,
      call: (a) => a.get('/admin/api/reconciliation'),
    },
    {
      resource: 'dashboard',
      verb: 'one',
      allowed: ['operator', 'moderator', 'chat_agent', 'finance'],
      call: (a) => a.get('/admin/api/dashboard'),
    },
  ],
};

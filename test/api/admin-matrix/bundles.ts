import { client, type MatrixFile } from './matrix-row';

const OPERATOR = ['operator'] as const;
/** No such record: an allowed role passes the guard and gets 404 (or 400 for the empty body). */
const NONE = 999999;

/** `bundles` (issue 14 §2, operators). */
export const matrix: MatrixFile = {
  rows: [
    { resource: 'bundles', verb: 'list', allowed: OPERATOR, call: (a) => a.get('/admin/api/bundles') },
    { resource: 'bundles', verb: 'one', allowed: OPERATOR, call: (a) => a.get(`/admin/api/bundles/${NONE}`) },
    {
      resource: 'bundles',
      verb: 'update',
      allowed: OPERATOR,
      call: (a) => client(a.put(`/admin/api/bundles/${NONE}`)).send({}),
    },
    {
      resource: 'bundles',
      verb: 'create',
      allowed: OPERATOR,
      call: (a) => client(a.post('/admin/api/bundles')).send({}),
    },
  ],
};

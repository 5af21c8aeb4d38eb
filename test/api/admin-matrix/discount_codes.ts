import { client, type MatrixFile } from './matrix-row';

const OPERATOR = ['operator'] as const;
/** No such record: an allowed role passes the guard and gets 404 (or 400 for the empty body). */
const NONE = 999999;

/** `discount_codes` (issue 14 §2, operators). */
export const matrix: MatrixFile = {
  rows: [
    {
      resource: 'discount_codes',
      verb: 'list',
      allowed: OPERATOR,
      call: (a) => a.get('/admin/api/discount_codes'),
    },
    {
      resource: 'discount_codes',
      verb: 'one',
      allowed: OPERATOR,
      call: (a) => a.get(`/admin/api/discount_codes/${NONE}`),
    },
    {
      resource: 'discount_codes',
      verb: 'update',
      allowed: OPERATOR,
      call: (a) => client(a.put(`/admin/api/discount_codes/${NONE}`)).send({}),
    },
    {
      resource: 'discount_codes',
      verb: 'create',
      allowed: OPERATOR,
      call: (a) => client(a.post('/admin/api/discount_codes')).send({}),
    },
    {
      resource: 'discount_codes',
      verb: 'deactivate',
      allowed: OPERATOR,
      call: (a) => client(a.delete(`/admin/api/discount_codes/${NONE}`)),
    },
    {
      resource: 'discount_codes',
      verb: 'uses',
      allowed: OPERATOR,
      call: (a) => a.get(`/admin/api/discount_codes/${NONE}/uses`),
    },
  ],
};

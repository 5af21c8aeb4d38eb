import { client, type MatrixFile } from './matrix-row';

const OPERATOR = ['operator'] as const;
/** No such record: an allowed role passes the guard and gets 404 (or 400 for the empty body). */
const NONE = 999999;

/** `company_info` (issue 14 §2, operators). */
export const matrix: MatrixFile = {
  rows: [
    {
      resource: 'company_info',
      verb: 'list',
      allowed: OPERATOR,
      call: (a) => a.get('/admin/api/company_info'),
    },
    {
      resource: 'company_info',
      verb: 'one',
      allowed: OPERATOR,
      call: (a) => a.get(`/admin/api/company_info/${NONE}`),
    },
    {
      resource: 'company_info',
      verb: 'update',
      allowed: OPERATOR,
      call: (a) => client(a.put(`/admin/api/company_info/${NONE}`)).send({}),
    },
  ],
};

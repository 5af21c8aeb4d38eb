import { client, type MatrixFile } from './matrix-row';

const OPERATOR = ['operator'] as const;
/** No such record: an allowed role passes the guard and gets 404 (or 400 for the empty body). */
const NONE = 999999;

/** `sites` (issue 14 §2, operators). */
export const matrix: MatrixFile = {
  rows: [
    { resource: 'sites', verb: 'list', allowed: OPERATOR, call: (a) => a.get('/admin/api/sites') },
    { resource: 'sites', verb: 'one', allowed: OPERATOR, call: (a) => a.get(`/admin/api/sites/${NONE}`) },
    {
      resource: 'sites',
      verb: 'update',
      allowed: OPERATOR,
      call: (a) => client(a.put(`/admin/api/sites/${NONE}`)).send({}),
    },
    {
      resource: 'sites',
      verb: 'create',
      allowed: OPERATOR,
      // an empty body: refused for its missing fields (400) once past the guard, so nothing is made
      call: (a) => client(a.post('/admin/api/sites')).send({}),
    },
  ],
};

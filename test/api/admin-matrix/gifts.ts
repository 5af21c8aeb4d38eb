import { client, type MatrixFile } from './matrix-row';

const OPERATOR = ['operator'] as const;
/** No such record: an allowed role passes the guard and gets 404 (or 400 for the empty body). */
const NONE = 999999;

/** `gifts` (issue 14 §2, operators). */
export const matrix: MatrixFile = {
  rows: [
    { resource: 'gifts', verb: 'list', allowed: OPERATOR, call: (a) => a.get('/admin/api/gifts') },
    { resource: 'gifts', verb: 'one', allowed: OPERATOR, call: (a) => a.get(`/admin/api/gifts/${NONE}`) },
    {
      resource: 'gifts',
      verb: 'update',
      allowed: OPERATOR,
      call: (a) => client(a.put(`/admin/api/gifts/${NONE}`)).send({}),
    },
    {
      resource: 'gifts',
      verb: 'create',
      allowed: OPERATOR,
      call: (a) => client(a.post('/admin/api/gifts')).send({}),
    },
    {
      resource: 'gifts',
      verb: 'upload image',
      allowed: OPERATOR,
      // no file: refused for it (400) once past the guard, so nothing is stored
      call: (a) => client(a.post('/admin/api/gifts/image')).field('note', 'no file'),
    },
  ],
};

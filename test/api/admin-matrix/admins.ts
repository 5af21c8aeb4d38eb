import { createAdmin } from '../helpers/admins';
import { client, type MatrixFile } from './matrix-row';

// Admin accounts: super-admins only (an empty list: no other role). The audit log: operators, read only.
const SUPER_ONLY = [] as const;
const OPERATOR = ['operator'] as const;

export const matrix: MatrixFile = {
  prepare: async (t) => ({ target: (await createAdmin(t, 'moderator', 'Matrix target')).id }),
  rows: [
    { resource: 'admins', verb: 'list', allowed: SUPER_ONLY, call: (a) => a.get('/admin/api/admins') },
    {
      resource: 'admins',
      verb: 'one',
      allowed: SUPER_ONLY,
      call: (a, { target }) => a.get(`/admin/api/admins/${String(target)}`),
    },
    {
      resource: 'admins',
      verb: 'create',
      allowed: SUPER_ONLY,
      call: (a) =>
        client(a.post('/admin/api/admins')).send({
          email: `matrix-${process.pid}-${Date.now()}@kindred.test`,
          name: 'Matrix',
          role: 'finance',
          password: 'matrix-password-1',
        }),
    },
    {
      resource: 'admins',
      verb: 'update',
      allowed: SUPER_ONLY,
      call: (a, { target }) => client(a.put(`/admin/api/admins/${String(target)}`)).send({ name: 'Renamed' }),
    },
    {
      resource: 'admins',
      verb: 'reset-password',
      allowed: SUPER_ONLY,
      call: (a, { target }) =>
        client(a.post(`/admin/api/admins/${String(target)}/reset-password`)).send({
          password: 'matrix-password-2',
        }),
    },
    {
      resource: 'admins',
      verb: 'reset-totp',
      allowed: SUPER_ONLY,
      call: (a, { target }) => client(a.post(`/admin/api/admins/${String(target)}/reset-totp`)),
    },
    { resource: 'audit_log', verb: 'list', allowed: OPERATOR, call: (a) => a.get('/admin/api/audit_log') },
    { resource: 'audit_log', verb: 'one', allowed: OPERATOR, call: (a) => a.get('/admin/api/audit_log/1') },
  ],
};

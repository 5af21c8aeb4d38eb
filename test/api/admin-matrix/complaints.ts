import { signUp } from '../helpers/members';
import { client, type MatrixFile } from './matrix-row';

const HANDLERS = ['moderator', 'operator'] as const;

/** The complaints resource: moderators and operators (issue 14 §3). */
export const matrix: MatrixFile = {
  prepare: async (t) => {
    const { user: reporter } = await signUp(t);
    const { user: target } = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
    const [{ id }] = (await t.db.query(
      `INSERT INTO complaints (reporter_id, target_profile_id, reason, remarks, target_name)
       VALUES ($1, $2, 'spam', 'Spam', 'Ben') RETURNING id`,
      [reporter.id, target.id],
    )) as [{ id: number }];
    return { id };
  },
  rows: [
    { resource: 'complaints', verb: 'list', allowed: HANDLERS, call: (a) => a.get('/admin/api/complaints') },
    {
      resource: 'complaints',
      verb: 'one',
      allowed: HANDLERS,
      call: (a, { id }) => a.get(`/admin/api/complaints/${String(id)}`),
    },
    {
      resource: 'complaints',
      verb: 'assignees',
      allowed: HANDLERS,
      call: (a) => a.get('/admin/api/complaints/assignees'),
    },
    {
      resource: 'complaints',
      verb: 'assign',
      allowed: HANDLERS,
      call: (a, { id }) =>
        client(a.post(`/admin/api/complaints/${String(id)}/assign`)).send({ admin_id: null }),
    },
    {
      resource: 'complaints',
      verb: 'resolve',
      allowed: HANDLERS,
      call: (a, { id }) =>
        client(a.post(`/admin/api/complaints/${String(id)}/resolve`)).send({ note: 'Done' }),
    },
    {
      resource: 'complaints',
      verb: 'dismiss',
      allowed: HANDLERS,
      call: (a, { id }) => client(a.post(`/admin/api/complaints/${String(id)}/dismiss`)).send({ note: 'No' }),
    },
  ],
};

import { signUp } from '../helpers/members';
import { client, type MatrixFile } from './matrix-row';

const READERS = ['operator', 'moderator', 'finance'] as const;
const MODERATORS = ['operator', 'moderator'] as const;
const OPERATOR = ['operator'] as const;

const memberPath = (setup: Record<string, unknown>, action = '') =>
  `/admin/api/members/${String(setup.memberId)}${action}`;

export const matrix: MatrixFile = {
  prepare: async (t) => ({ memberId: (await signUp(t)).user.id as number }),
  rows: [
    { resource: 'members', verb: 'list', allowed: READERS, call: (a) => a.get('/admin/api/members') },
    { resource: 'members', verb: 'one', allowed: READERS, call: (a, s) => a.get(memberPath(s)) },
    {
      resource: 'members',
      verb: 'ban',
      allowed: MODERATORS,
      call: (a, s) => client(a.post(memberPath(s, '/ban'))),
    },
    {
      resource: 'members',
      verb: 'unban',
      allowed: MODERATORS,
      call: (a, s) => client(a.post(memberPath(s, '/unban'))),
    },
    {
      resource: 'members',
      verb: 'reset_lockout',
      allowed: OPERATOR,
      call: (a, s) => client(a.post(memberPath(s, '/reset-lockout'))),
    },
    {
      resource: 'members',
      verb: 'resend_activation',
      allowed: OPERATOR,
      call: (a, s) => client(a.post(memberPath(s, '/resend-activation'))),
    },
    {
      resource: 'members',
      verb: 'fictional',
      allowed: OPERATOR,
      call: (a, s) => client(a.post(memberPath(s, '/fictional'))).send({ fictional: false }),
    },
  ],
};

import { client, type MatrixFile } from './matrix-row';

/** Conversations of fictional profiles: chat agents only (an unknown conversation answers 404 past the guard). */
const AGENT = ['chat_agent'] as const;
const BASE = '/admin/api/fictional_conversations';

export const matrix: MatrixFile = {
  rows: [
    { resource: 'fictional_conversations', verb: 'list', allowed: AGENT, call: (a) => a.get(BASE) },
    {
      resource: 'fictional_conversations',
      verb: 'one',
      allowed: AGENT,
      call: (a) => a.get(`${BASE}/999999`),
    },
    {
      resource: 'fictional_conversations',
      verb: 'claim',
      allowed: AGENT,
      call: (a) => client(a.post(`${BASE}/999999/claim`)),
    },
    {
      resource: 'fictional_conversations',
      verb: 'release',
      allowed: AGENT,
      call: (a) => client(a.post(`${BASE}/999999/release`)),
    },
    {
      resource: 'fictional_conversations',
      verb: 'reply',
      allowed: AGENT,
      call: (a) => client(a.post(`${BASE}/999999/messages`)).send({ client_id: 'matrix-1', text: 'Hi' }),
    },
    {
      resource: 'fictional_conversations',
      verb: 'notes',
      allowed: AGENT,
      call: (a) => client(a.put(`${BASE}/999999/notes`)).send({ notes: 'matrix' }),
    },
  ],
};

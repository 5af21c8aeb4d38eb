import { API_URL, httpClient } from '../providers/http-client';
import type { FictionalMessage } from './types';

/** The chat agent's writes on one conversation (outside react-admin's CRUD). */
const base = (id: number | string) => `${API_URL}/fictional_conversations/${encodeURIComponent(String(id))}`;

const send = (url: string, method: 'POST' | 'PUT', body?: object) =>
  httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) }).then(
    ({ json }) => json as unknown,
  );

export const fictionalApi = {
  claim: (id: number | string) => send(`${base(id)}/claim`, 'POST'),
  release: (id: number | string) => send(`${base(id)}/release`, 'POST'),
  reply: (id: number | string, text: string, clientId: string) =>
    send(`${base(id)}/messages`, 'POST', { client_id: clientId, text }) as Promise<{
      message: FictionalMessage;
    }>,
  saveNotes: (id: number | string, notes: string) => send(`${base(id)}/notes`, 'PUT', { notes }),
};

import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memberCardFixture } from '../../../test/fixtures';
import { featureRenderer, type FeatureRenderOptions } from '../../../test/render-feature';
import type { ChatMessage, ChatProfile, ChatSummary, MessagesResponse } from '../api/types';
import { ChatEnvironmentProvider, type ChatEnvironment } from '../components/chat-environment';

export { apiError, json } from '../../../test/render-feature';

/** The other member of a chat: member `id`, offline, last active at noon. */
export const chatProfileFixture = (id: number, overrides: Partial<ChatProfile> = {}): ChatProfile => ({
  ...memberCardFixture(id),
  online: false,
  last_active_at: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

/** A chat with member `id` in conversation `id * 10`, its last message from a minute ago. */
export const chatFixture = (id: number, overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  conversation: { id: id * 10 },
  profile: chatProfileFixture(id),
  num_unread_messages: 0,
  last_message: {
    text: `Hello from M${id}`,
    kind: 'text',
    at: new Date(Date.now() - 60_000).toISOString(),
    mine: false,
  },
  ...overrides,
});

/** Message `id`: a text from the other member, now, unless said. */
export const messageFixture = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  client_id: null,
  kind: 'text',
  text: `Message ${id}`,
  photo: null,
  gift: null,
  at: new Date().toISOString(),
  mine: false,
  status: 'sent',
  ...overrides,
});

/** A page of conversation 50 with member 5 (Anna). */
export const messagesFixture = (overrides: Partial<MessagesResponse> = {}): MessagesResponse => ({
  conversation: { id: 50 },
  profile: chatProfileFixture(5, { name: 'Anna' }),
  messages: [messageFixture(1)],
  has_older: false,
  older_hidden: false,
  unread: 0,
  ...overrides,
});

export function environmentFixture(overrides: Partial<ChatEnvironment> = {}): ChatEnvironment {
  return {
    messageLength: 1000,
    photoCredits: 3,
    credits: 20,
    onCredits: vi.fn(),
    onBlock: vi.fn(),
    onReport: vi.fn(),
    resendActivation: <button type="button">Send the e-mail again</button>,
    fictional: { icon: null, label: 'fictional profile' },
    ...overrides,
  };
}

const render = featureRenderer('chats', { path: '/chats', pattern: '/chats' });

/** Renders a chat screen with the chats translations, a fake API and the environment the route gives. */
export function renderChats(
  element: ReactNode,
  options: FeatureRenderOptions & { environment?: ChatEnvironment },
) {
  const environment = options.environment ?? environmentFixture();
  return render(<ChatEnvironmentProvider value={environment}>{element}</ChatEnvironmentProvider>, options);
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatPhotoDrafts, KeptPhotoRecord } from '../../../lib/chat-photo-drafts';
import { memoryStorage } from '../../../test/memory-storage';
import type { ApiHandler } from '../../../test/render-feature';
import { apiError, json, messageFixture, messagesFixture } from './render-chats';
import { renderChatWithAnna } from './render-conversation';

/**
 * The browser's kept photos: IndexedDB there, a map here (jsdom has none), and the tab's session storage;
 * `page` is the page's own copy of the module, new after a reload (the same tab: the same storage).
 */
const browser = vi.hoisted(() => ({
  store: new Map<string, unknown>(),
  page: null as ChatPhotoDrafts | null,
  reload: () => undefined as void,
}));

vi.mock('../../../lib/chat-photo-drafts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/chat-photo-drafts')>();
  const { store } = browser;
  const marks = memoryStorage();
  const tabs = { id: 'tab', hold: async () => undefined, open: async () => new Set(['tab']) };
  browser.reload = () => {
    browser.page = original.createChatPhotoDrafts(
      async () => ({
        get: async (key) => store.get(key),
        put: async (key, value: KeptPhotoRecord) => void store.set(key, value),
        delete: async (key) => void store.delete(key),
        clear: async () => store.clear(),
        entries: async () => [...store.entries()],
      }),
      marks,
      { tabs },
    );
  };
  browser.reload();
  const page = () => browser.page!;
  return {
    ...original,
    keepChatPhoto: (...args: Parameters<ChatPhotoDrafts['keep']>) => page().keep(...args),
    sendingChatPhoto: (...args: Parameters<ChatPhotoDrafts['sending']>) => page().sending(...args),
    readChatPhoto: (memberId: number) => page().read(memberId),
    forgetChatPhoto: (memberId: number, clientId?: string) => page().forget(memberId, clientId),
    forgetChatPhotos: () => page().forgetAll(),
  };
});

const sentPhoto = (clientId: string) =>
  json(
    {
      message: messageFixture(2, {
        mine: true,
        kind: 'photo',
        text: '',
        client_id: clientId,
        photo: { url: '/media/p.jpg', thumb_url: '/media/p_t.jpg', blurred: false },
      }),
      conversation: { id: 50 },
      credits: 17,
    },
    201,
  );

/** The photo uploads: the client id of each, and its answer when the test gives it. */
function uploads() {
  const sent: { clientId: string; answer: (response: Response) => void }[] = [];
  const handler: ApiHandler = ({ url, method }) => {
    if (url.pathname !== '/api/messages.php' || method !== 'POST') return undefined;
    const form = vi.mocked(globalThis.fetch).mock.lastCall![1]!.body as FormData;
    return new Promise<Response>((answer) => sent.push({ clientId: String(form.get('client_id')), answer }));
  };
  return { sent, handler };
}

async function openChat(handler: ApiHandler) {
  const rendered = await renderChatWithAnna(messagesFixture(), handler);
  await screen.findByRole('log');
  return rendered;
}

async function sendPhoto() {
  const photo = new File([new Uint8Array(40)], 'me.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('chat-photo-input'), { target: { files: [photo] } });
  const confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Send photo' }));
}

const keptPhoto = () => screen.queryByRole('group', { name: 'Photo to Anna, not sent yet.' });

describe('a chat photo on its way', () => {
  beforeEach(() => {
    browser.store.clear();
    browser.reload();
  });

  it('is kept as it goes: the page left before the answer finds it in the composer, sent with a tap', async () => {
    const { sent, handler } = uploads();
    const first = await openChat(handler);
    await sendPhoto();
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(browser.store.size).toBe(1));
    // the page is left (reloaded, the tab closed and restored…) with the upload still on its way
    first.unmount();
    browser.reload();

    await openChat(handler);
    const kept = await screen.findByRole('group', { name: 'Photo to Anna, not sent yet.' });
    expect(kept).toHaveTextContent('It costs 3 credits.');
    // not sent again by itself
    expect(sent).toHaveLength(1);
    fireEvent.click(within(kept).getByRole('button', { name: 'Send photo' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // the same message: its client id makes the server take it once, charged once
    expect(sent[1]!.clientId).toBe(sent[0]!.clientId);
    sent[1]!.answer(sentPhoto(sent[1]!.clientId));
    await screen.findByRole('img', { name: 'Photo in the chat' });
    expect(keptPhoto()).not.toBeInTheDocument();
    await waitFor(() => expect(browser.store.size).toBe(0));
  });

  it('is forgotten once sent, and waits in the composer when refused (left and back meanwhile)', async () => {
    const { sent, handler } = uploads();
    const chat = await openChat(handler);
    await sendPhoto();
    await waitFor(() => expect(browser.store.size).toBe(1));
    sent[0]!.answer(sentPhoto(sent[0]!.clientId));
    await screen.findByRole('img', { name: 'Photo in the chat' });
    await waitFor(() => expect(browser.store.size).toBe(0));

    // another one, and the member goes to another chat and back before the answer (the same page)
    await sendPhoto();
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(browser.store.size).toBe(1));
    chat.unmount();
    await openChat(handler);
    // still on its way: not offered to send again
    expect(keptPhoto()).not.toBeInTheDocument();
    sent[1]!.answer(apiError(402, 'insufficient_credits', 'Not enough credits'));
    const kept = await screen.findByRole('group', { name: 'Photo to Anna, not sent yet.' });
    expect(within(kept).getByRole('button', { name: 'Send photo' })).toBeInTheDocument();
    expect(browser.store.size).toBe(1);
    expect(sent).toHaveLength(2);
  });
  it('opens a new conversation with its kept photo in the composer, not with the icebreakers over it', async () => {
    const { sent, handler } = uploads();
    const empty = messagesFixture({ conversation: null, messages: [] });
    const first = await renderChatWithAnna(empty, handler);
    const ideas = await screen.findByRole('dialog', { name: 'Say hello to Anna' });
    fireEvent.click(within(ideas).getByRole('button', { name: "I'll write my own" }));
    await sendPhoto();
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(browser.store.size).toBe(1));
    first.unmount();
    browser.reload();

    await renderChatWithAnna(empty, handler);
    await screen.findByRole('group', { name: 'Photo to Anna, not sent yet.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

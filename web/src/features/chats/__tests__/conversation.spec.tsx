import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readChatDraft, readUnsentMessages, saveChatDraft } from '../../../lib/chat-drafts';
import { readPurchaseReturn } from '../../../lib/purchase-return';
import type { ApiHandler } from '../../../test/render-feature';
import type { ConversationTarget } from '../api/messages';
import type { MessagesResponse } from '../api/types';
import { ConversationPage } from '../components/conversation-page';
import { applyMessageEvent, applyTypingEvent } from '../lib/socket-events';
import {
  apiError,
  environmentFixture,
  json,
  messageFixture,
  messagesFixture,
  renderChats,
} from './render-chats';

const daysAgo = (days: number, hour = 10) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** The conversation page for `target` against `messages` (GET) and `handler` for the rest. */
function renderConversation(
  messages: MessagesResponse | ((url: URL) => Response),
  handler: ApiHandler = () => undefined,
  {
    target = { conversationId: 50 } as ConversationTarget,
    environment = environmentFixture(),
    path = '/chats/50',
  } = {},
) {
  return renderChats(<ConversationPage routeName="chats-id" target={target} />, {
    path,
    pattern: path.startsWith('/members/') ? '/members/:id/chat' : '/chats/:id',
    environment,
    handler: (call) => {
      if (call.url.pathname === '/api/messages.php' && call.method === 'GET')
        return typeof messages === 'function' ? messages(call.url) : json(messages);
      if (call.url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 0 });
      return handler(call);
    },
  });
}

/** The server's 201 for a text sent in conversation 50: message 2, a balance of 9 credits. */
const sentAnswer = (body: Record<string, unknown> | undefined) =>
  json(
    {
      message: messageFixture(2, {
        mine: true,
        text: String(body?.text),
        client_id: String(body?.client_id),
      }),
      conversation: { id: 50 },
      credits: 9,
    },
    201,
  );

const textbox = () => screen.getByRole('textbox', { name: 'Your message to Anna' });

function type(text: string) {
  fireEvent.change(textbox(), { target: { value: text } });
}

describe('ConversationPage', () => {
  it('shows the top bar, the messages by day with the marks of own messages, and marks the chat read', async () => {
    const { calls } = await renderConversation(
      messagesFixture({
        profile: { ...messagesFixture().profile, online: true },
        messages: [
          messageFixture(1, { at: daysAgo(9), text: 'Long ago' }),
          messageFixture(2, { at: daysAgo(1), mine: true, status: 'read', text: 'Yesterday’s' }),
          messageFixture(3, { at: daysAgo(0), mine: true, status: 'delivered', text: 'Today’s' }),
          messageFixture(4, { at: daysAgo(0, 11), mine: true, status: 'sent', text: 'Latest' }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna, 30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anna, 30' })).toHaveAttribute('href', '/members/5');
    expect(screen.getByText('Online')).toBeInTheDocument();
    const separators = screen.getAllByRole('separator').map((s) => s.getAttribute('aria-label'));
    expect(separators).toHaveLength(3);
    expect(separators.slice(1)).toEqual(['Yesterday', 'Today']);
    expect(separators[0]).toMatch(/\d/);
    const log = screen.getByRole('log', { name: 'Messages with Anna' });
    expect(within(log).getByText('Read')).toBeInTheDocument();
    expect(within(log).getByText('Delivered')).toBeInTheDocument();
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/chat-read.php')?.body).toEqual({ id: 50 }),
    );
  });

  it('says how long ago the other member was last active, as the profile does, and nothing after 30 days', async () => {
    const HOUR = 60 * 60_000;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
    const profile = messagesFixture().profile;
    const { unmount } = await renderConversation(
      messagesFixture({ profile: { ...profile, last_active_at: hoursAgo(3) } }),
    );
    expect(await screen.findByText('Last active 3 hours ago')).toBeInTheDocument();
    unmount();

    await renderConversation(messagesFixture({ profile: { ...profile, last_active_at: hoursAgo(31 * 24) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna, 30' })).toBeInTheDocument();
    expect(screen.queryByText(/Last active/)).not.toBeInTheDocument();
  });

  it('says that older messages are hidden for privacy when the retention window cut them', async () => {
    await renderConversation(messagesFixture({ older_hidden: true }));
    expect(
      await screen.findByText('Older messages are no longer visible to protect your privacy.'),
    ).toBeInTheDocument();
  });

  it('shows a message of one to three emoji alone large, and emoji within a text as text', async () => {
    await renderConversation(
      messagesFixture({
        messages: [
          messageFixture(1, { text: '😍🎉' }),
          messageFixture(2, { text: 'See you 😍' }),
          messageFixture(3, { text: '👍🏽', mine: true }),
        ],
      }),
    );
    const log = await screen.findByRole('log');
    expect(within(log).getByText('😍🎉')).toHaveClass('chat-message__text--emoji');
    expect(within(log).getByText('👍🏽')).toHaveClass('chat-message__text--emoji');
    expect(within(log).getByText('See you 😍')).not.toHaveClass('chat-message__text--emoji');
  });

  it('loads older messages above with before=', async () => {
    const { calls } = await renderConversation((url) =>
      url.searchParams.get('before') === '31'
        ? json(messagesFixture({ messages: [messageFixture(30, { text: 'Older one' })], older_hidden: true }))
        : json(messagesFixture({ messages: [messageFixture(31)], has_older: true })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/messages.php?conversation_id=50&before=31');
    expect(
      screen.getByText('Older messages are no longer visible to protect your privacy.'),
    ).toBeInTheDocument();
    const texts = within(screen.getByRole('log')).getAllByText(/^(Older one|Message 31)$/);
    expect(texts.map((t) => t.textContent)).toEqual(['Older one', 'Message 31']);
  });

  it('counts the characters against message_length and refuses a text that is too long', async () => {
    await renderConversation(messagesFixture(), undefined, {
      environment: environmentFixture({ messageLength: 10 }),
    });
    await screen.findByRole('log');
    type('Hello');
    expect(screen.getByTestId('chat-count')).toHaveTextContent('5 / 10 characters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    type('Hello there, Anna');
    expect(screen.getByTestId('chat-count')).toHaveTextContent('17 / 10 characters: too long');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends with Enter and a client_id, shows the message at once, then the server’s with the new balance', async () => {
    const environment = environmentFixture();
    let answer: (response: Response) => void = () => undefined;
    const { calls } = await renderConversation(
      messagesFixture(),
      ({ url, method, body }) =>
        url.pathname === '/api/messages.php' && method === 'POST'
          ? new Promise<Response>((resolve) => {
              answer = () => resolve(sentAnswer(body));
            })
          : undefined,
      { environment },
    );
    await screen.findByRole('log');
    type('First line');
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages.php')).toBe(false);
    type('Hi Anna!');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(textbox()).toHaveValue('');
    const pending = await screen.findByText('Hi Anna!');
    expect(pending.closest('[data-pending]')).toHaveAttribute('data-pending', 'sending');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/messages.php')!;
    expect(post.body).toMatchObject({ conversation_id: 50, text: 'Hi Anna!' });
    expect(post.body?.client_id).toMatch(/^[0-9a-f-]{36}$/);
    act(() => answer(json({})));
    await waitFor(() =>
      expect(screen.getByText('Hi Anna!').closest('[data-message-id]')).toHaveAttribute(
        'data-message-id',
        '2',
      ),
    );
    expect(screen.queryByText('Sending')).not.toBeInTheDocument();
    expect(environment.onCredits).toHaveBeenCalledWith(9);
  });

  it('keeps what was typed and not sent when the chat is left, until it is sent', async () => {
    const first = await renderConversation(messagesFixture());
    await screen.findByRole('log');
    type('Half of a thought');
    first.unmount();

    await renderConversation(messagesFixture(), ({ url, method, body }) =>
      url.pathname === '/api/messages.php' && method === 'POST' ? sentAnswer(body) : undefined,
    );
    await screen.findByRole('log');
    expect(textbox()).toHaveValue('Half of a thought');
    expect(readChatDraft(5)).toBe('Half of a thought');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(textbox()).toHaveValue('');
    expect(readChatDraft(5)).toBe('');
  });

  it('shows the credit alert linking to /credits on 402 and has the balance loaded again', async () => {
    const environment = environmentFixture();
    await renderConversation(
      messagesFixture(),
      ({ url, method }) =>
        url.pathname === '/api/messages.php' && method === 'POST'
          ? apiError(
              402,
              'insufficient_credits',
              'You do not have enough credits to send this message to Anna.',
            )
          : undefined,
      { environment },
    );
    await screen.findByRole('log');
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough credits to send this message to Anna.');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(environment.onCredits).toHaveBeenCalledWith();
    // the message stays, to be sent again once there are credits
    expect(screen.getByText('Hello').closest('[data-pending]')).toHaveAttribute('data-pending', 'failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps a text refused for want of credits through buying them, to be sent again once by the member', async () => {
    let credits = 0;
    const posts: Array<Record<string, unknown> | undefined> = [];
    const handler: ApiHandler = ({ url, method, body }) => {
      if (url.pathname !== '/api/messages.php' || method !== 'POST') return undefined;
      posts.push(body);
      return credits > 0
        ? sentAnswer(body)
        : apiError(
            402,
            'insufficient_credits',
            'You do not have enough credits to send this message to Anna.',
          );
    };
    const first = await renderConversation(messagesFixture(), handler, {
      target: { memberId: 5 },
      path: '/members/5/chat',
    });
    await screen.findByRole('log');
    type('Message typed at zero credits');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Message typed at zero credits').closest('[data-pending]')).toHaveAttribute(
      'data-pending',
      'failed',
    );
    // "Buy credits" remembers the chat, for the payment's success page
    fireEvent.click(within(alert).getByRole('link', { name: 'Buy credits' }));
    expect(readPurchaseReturn()).toEqual({ path: '/members/5/chat', name: 'Anna', memberId: 5 });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    first.unmount();

    // back after the purchase: the message is there, not sent again until the member asks
    credits = 20;
    await renderConversation(messagesFixture(), handler, {
      target: { memberId: 5 },
      path: '/members/5/chat',
    });
    await screen.findByRole('log');
    const kept = screen.getByText('Message typed at zero credits').closest('[data-pending]');
    expect(kept).toHaveAttribute('data-pending', 'failed');
    expect(readPurchaseReturn()).toBeNull();
    expect(posts).toHaveLength(1);
    fireEvent.click(within(kept as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByText('Message typed at zero credits').closest('[data-message-id]')).toHaveAttribute(
        'data-message-id',
        '2',
      ),
    );
    expect(posts).toHaveLength(2);
    // the same message: its client id makes a repeat charge nothing twice
    expect(posts[1]?.client_id).toBe(posts[0]?.client_id);
    expect(readUnsentMessages(5)).toEqual([]);
    expect(screen.getAllByText('Message typed at zero credits')).toHaveLength(1);
  });

  it('forgets a kept message the member deletes, and one the server turns out to have', async () => {
    const refuse: ApiHandler = ({ url, method }) =>
      url.pathname === '/api/messages.php' && method === 'POST'
        ? apiError(
            402,
            'insufficient_credits',
            'You do not have enough credits to send this message to Anna.',
          )
        : undefined;
    const first = await renderConversation(messagesFixture(), refuse);
    await screen.findByRole('log');
    type('Delete me');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await screen.findByRole('alert');
    type('Lost answer');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    fireEvent.click(
      within(screen.getByText('Delete me').closest('[data-pending]') as HTMLElement).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(readUnsentMessages(5).map((item) => item.kind === 'text' && item.text)).toEqual(['Lost answer']);
    const clientId = readUnsentMessages(5)[0]!.clientId;
    first.unmount();

    // the server has it after all (an answer lost on the way): shown once, and no longer kept
    await renderConversation(
      messagesFixture({
        messages: [
          messageFixture(1),
          messageFixture(2, { mine: true, text: 'Lost answer', client_id: clientId }),
        ],
      }),
    );
    await screen.findByRole('log');
    expect(screen.getAllByText('Lost answer')).toHaveLength(1);
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(readUnsentMessages(5)).toEqual([]));
  });

  it('shows the premium prompt with a buy-credits button for a free member’s third conversation', async () => {
    await renderConversation(
      messagesFixture({ conversation: null, messages: [] }),
      ({ url, method }) =>
        url.pathname === '/api/messages.php' && method === 'POST'
          ? apiError(403, 'premium_required', 'This feature is only available for premium members')
          : undefined,
      { target: { memberId: 5 } },
    );
    // a new conversation opens with the icebreakers; a line goes into the field
    const ideas = await screen.findByRole('dialog', { name: 'Say hello to Anna' });
    fireEvent.click(
      within(ideas).getByRole('button', { name: 'Hi Anna! What does a perfect weekend look like for you?' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox()).toHaveValue('Hi Anna! What does a perfect weekend look like for you?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This feature is only available for premium members');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('opens a new conversation with its kept draft in the field, not with the icebreakers over it', async () => {
    saveChatDraft(5, 'Hello Anna, I started this earlier');
    await renderConversation(messagesFixture({ conversation: null, messages: [] }), undefined, {
      target: { memberId: 5 },
    });
    await waitFor(() => expect(textbox()).toHaveValue('Hello Anna, I started this earlier'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the ideas stay one click away; writing one's own goes on in the field, the draft kept
    fireEvent.click(screen.getByRole('button', { name: 'Ideas for a first message' }));
    const ideas = await screen.findByRole('dialog', { name: 'Say hello to Anna' });
    fireEvent.click(within(ideas).getByRole('button', { name: "I'll write my own" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(textbox()).toHaveFocus());
    expect(textbox()).toHaveValue('Hello Anna, I started this earlier');
  });

  it('offers to send the activation e-mail again to a member who has not confirmed, and shows a limit’s message', async () => {
    let refusal = apiError(403, 'not_confirmed', 'Confirm your e-mail address first.');
    await renderConversation(messagesFixture(), ({ url, method }) =>
      url.pathname === '/api/messages.php' && method === 'POST' ? refusal : undefined,
    );
    await screen.findByRole('log');
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirm your e-mail address before you reply');
    expect(within(alert).getByRole('button', { name: 'Send the e-mail again' })).toBeInTheDocument();

    refusal = apiError(429, 'too_many_messages', 'You are sending messages too fast. Wait a minute.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are sending messages too fast. Wait a minute.')).toBeInTheDocument();
  });

  it('opens with the gift picker instead of the icebreakers when a profile’s "Send a gift" led here, once', async () => {
    const { router } = await renderConversation(
      messagesFixture({ conversation: null, messages: [] }),
      ({ url }) =>
        url.pathname === '/api/gifts.php'
          ? json({ gifts: [{ id: 3, name: 'Rose', image: '/media/gifts/rose.png', credits: 2 }] })
          : undefined,
      { target: { memberId: 5 }, path: '/members/5/chat?gift' },
    );
    const picker = await screen.findByRole('dialog', { name: 'Send Anna a gift' });
    expect(screen.queryByRole('dialog', { name: 'Say hello to Anna' })).not.toBeInTheDocument();
    expect(await within(picker).findByRole('button', { name: /Rose/ })).toBeInTheDocument();
    // the request is used up: a reload or a way back here opens the chat as usual
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/members/5/chat');
  });

  it('sends a photo as multipart once the member confirmed it with its price, and a gift from the catalogue', async () => {
    const { calls, fetchMock } = await (async () => {
      const rendered = await renderConversation(messagesFixture(), ({ url, method, body }) => {
        if (url.pathname === '/api/gifts.php')
          return json({ gifts: [{ id: 3, name: 'Rose', image: '/media/gifts/rose.png', credits: 2 }] });
        if (url.pathname === '/api/messages.php' && method === 'POST')
          return json(
            {
              message: messageFixture(body ? 8 : 7, {
                mine: true,
                kind: body ? 'gift' : 'photo',
                gift: body ? { id: 3, name: 'Rose', image: '/media/gifts/rose.png' } : null,
                photo: body ? null : { url: '/media/p.jpg', thumb_url: '/media/p_t.jpg', blurred: false },
                text: '',
              }),
              conversation: { id: 50 },
              credits: 5,
            },
            201,
          );
        return undefined;
      });
      return {
        ...rendered,
        fetchMock: globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } },
      };
    })();
    await screen.findByRole('log');
    const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    // the photo is shown with its price first: put back, nothing goes
    fireEvent.change(screen.getByTestId('chat-photo-input'), { target: { files: [photo] } });
    let confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    expect(confirm).toHaveTextContent('It costs 3 credits. A photo you send cannot be taken back.');
    fireEvent.click(within(confirm).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init.body instanceof FormData)).toBe(false);
    // chosen again and sent
    fireEvent.change(screen.getByTestId('chat-photo-input'), { target: { files: [photo] } });
    confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send photo' }));
    await screen.findByRole('img', { name: 'Photo in the chat' });
    const multipart = fetchMock.mock.calls.find(([, init]) => init.body instanceof FormData)![1]
      .body as FormData;
    expect(multipart.get('conversation_id')).toBe('50');
    expect(multipart.get('photo')).toBeInstanceOf(File);
    expect(String(multipart.get('client_id'))).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    const picker = await screen.findByRole('dialog', { name: 'Send Anna a gift' });
    fireEvent.click(await within(picker).findByRole('button', { name: /Rose/ }));
    await waitFor(() =>
      expect(screen.getByText('Gift: Rose').closest('[data-message-id]')).toHaveAttribute(
        'data-message-id',
        '8',
      ),
    );
    expect(calls.find((call) => call.body?.gift_id)?.body).toMatchObject({ conversation_id: 50, gift_id: 3 });
  });

  it('counts what the other member writes while the member reads further up, and jumps back to the newest', async () => {
    const { queryClient } = await renderConversation(messagesFixture());
    const scroller = (await screen.findByRole('log')).closest('.chat-messages') as HTMLElement;
    // jsdom draws nothing: a conversation 3,000 px high in a view of 500
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
    const scrollTo = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    };
    const jump = () => screen.queryByRole('button', { name: /newest message|new message/ });

    scrollTo(2450); // near the bottom: no button
    expect(jump()).not.toBeInTheDocument();
    scrollTo(2000); // less than a screen up: still none
    expect(jump()).not.toBeInTheDocument();
    act(() =>
      applyMessageEvent(queryClient, {
        conversation_id: 50,
        message: messageFixture(2, { text: 'Still there?' }),
      }),
    );
    expect(await screen.findByRole('button', { name: '1 new message' })).toBeInTheDocument();
    expect(scroller.scrollTop).toBe(2000); // the view stays where the member reads
    act(() =>
      applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(3, { text: 'Hello?' }) }),
    );
    const button = await screen.findByRole('button', { name: '2 new messages' });
    expect(button).toHaveTextContent('2 new messages');

    fireEvent.click(button);
    expect(scroller.scrollTop).toBe(3000);
    expect(scroller).toHaveFocus();
    fireEvent.scroll(scroller);
    expect(jump()).not.toBeInTheDocument();

    scrollTo(100); // far up, nothing new: the way back without a count
    expect(screen.getByRole('button', { name: 'Jump to the newest message' })).not.toHaveTextContent(/\d/);
    scrollTo(2900); // scrolled back down by hand: it goes
    expect(jump()).not.toBeInTheDocument();
  });

  it('takes a photo pasted into the field or dropped on the chat to the same check before it goes', async () => {
    const { calls } = await renderConversation(messagesFixture());
    const log = await screen.findByRole('log');
    const photo = new File(['x'], 'pasted.png', { type: 'image/png' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });

    const clipboard = (files: File[], plainText = '') => ({
      clipboardData: {
        files,
        types: ['Files'],
        getData: (type: string) => (type === 'text/plain' ? plainText : ''),
      },
    });
    fireEvent.paste(textbox(), clipboard([text, photo]));
    let confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    fireEvent.click(within(confirm).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const page = log.closest('section')!;
    fireEvent.dragOver(page, { dataTransfer: { types: ['Files'], files: [photo], dropEffect: 'none' } });
    expect(page).toHaveClass('chat-page--drop');
    expect(screen.getByText('Drop the photo to send it to Anna')).toBeInTheDocument();
    fireEvent.drop(page, { dataTransfer: { types: ['Files'], files: [photo] } });
    expect(page).not.toHaveClass('chat-page--drop');
    confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages.php')).toBe(false);

    // text dragged over the chat is the browser's business
    fireEvent.click(within(confirm).getByText('Cancel'));
    fireEvent.dragOver(page, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(page).not.toHaveClass('chat-page--drop');

    // text copied from an office program comes with a picture of itself: it pastes as text
    expect(fireEvent.paste(textbox(), clipboard([photo], 'Quarterly figures'))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // a file that is not a photo, pasted or dropped, is not taken in silence
    const pdf = new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' });
    expect(fireEvent.paste(textbox(), clipboard([pdf]))).toBe(false);
    const refused = 'Only photos can be sent in a chat: JPEG, PNG, WebP or GIF.';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(refused)).not.toBeInTheDocument());
    fireEvent.drop(page, { dataTransfer: { types: ['Files'], files: [pdf] } });
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages.php')).toBe(false);
  });

  it('says the balance in the gift picker; a gift it does not cover cannot be picked, with the way to credits', async () => {
    const { calls } = await renderConversation(
      messagesFixture(),
      ({ url }) =>
        url.pathname === '/api/gifts.php'
          ? json({
              gifts: [
                { id: 3, name: 'Rose', image: '/media/gifts/rose.png', credits: 2 },
                { id: 4, name: 'Diamond', image: '/media/gifts/diamond.png', credits: 5 },
              ],
            })
          : undefined,
      { environment: environmentFixture({ credits: 3 }) },
    );
    await screen.findByRole('log');
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    const picker = await screen.findByRole('dialog', { name: 'Send Anna a gift' });
    expect(await within(picker).findByText('You have 3 credits.')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: /Rose/ })).toBeEnabled();
    const diamond = within(picker).getByRole('button', { name: /Diamond/ });
    expect(diamond).toBeDisabled();
    fireEvent.click(diamond);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages.php')).toBe(false);
    expect(within(picker).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows the other member typing, and a message arriving while open is shown and marked read', async () => {
    const { calls, queryClient } = await renderConversation(messagesFixture());
    await screen.findByRole('log');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/chat-read.php')).toHaveLength(1));
    act(() => applyTypingEvent(queryClient, { conversation_id: 50, member_id: 5 }));
    expect(await screen.findByText('Anna is typing…')).toBeInTheDocument();
    expect(screen.getByText('typing…')).toBeInTheDocument();
    act(() =>
      applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(2, { text: 'Hi you' }) }),
    );
    expect(await screen.findByText('Hi you')).toBeInTheDocument();
    expect(screen.queryByText('Anna is typing…')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/chat-read.php')).toHaveLength(2));
  });
});

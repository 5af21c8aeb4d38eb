import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, messageFixture, messagesFixture } from './render-chats';
import { renderChatWithAnna } from './render-conversation';

const photoMessage = (id: number, blurred = false) =>
  messageFixture(id, {
    kind: 'photo',
    text: '',
    photo: { url: `/media/chat/${id}.jpg`, thumb_url: `/media/chat/${id}_thumb.jpg`, blurred },
  });

async function renderPhotos() {
  const rendered = await renderChatWithAnna(
    messagesFixture({ messages: [photoMessage(1, true), photoMessage(2)] }),
  );
  return Object.assign(await screen.findByRole('log', { name: 'Messages with Anna' }), {
    router: rendered.router,
  });
}

describe('a chat photo opened at full size', () => {
  it('opens in the viewer on a click, shows the full photo once loaded, and Escape gives the focus back', async () => {
    const log = await renderPhotos();
    const link = within(log).getByRole('link');
    // focused as a click or a tap focuses it in a browser
    link.focus();
    fireEvent.click(link);

    const viewer = screen.getByRole('dialog', { name: 'Photo in the chat' });
    expect(within(viewer).getByRole('status')).toHaveTextContent('Loading the photo…');
    const photo = viewer.querySelector('img.photo-viewer__image')!;
    expect(photo).toHaveAttribute('src', '/media/chat/2.jpg');
    expect(photo).not.toBeVisible();
    fireEvent.load(photo);
    expect(within(viewer).getByRole('img', { name: 'Photo in the chat' })).toBeVisible();
    expect(within(viewer).queryByRole('status')).not.toBeInTheDocument();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('closes with its × button', async () => {
    const log = await renderPhotos();
    fireEvent.click(within(log).getByRole('link'));
    fireEvent.click(screen.getByRole('button', { name: 'Close the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the photo does not load', async () => {
    const log = await renderPhotos();
    fireEvent.click(within(log).getByRole('link'));
    const viewer = screen.getByRole('dialog', { name: 'Photo in the chat' });
    fireEvent.error(viewer.querySelector('img.photo-viewer__image')!);
    expect(within(viewer).getByRole('alert')).toHaveTextContent(
      'The photo could not be loaded. Check your connection and try again.',
    );
    expect(within(viewer).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the link (a new tab or window)', async () => {
    const log = await renderPhotos();
    const link = within(log).getByRole('link');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // fireEvent answers false when the click's default (following the link) was prevented
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Photo in the chat' })).toBeInTheDocument();
  });

  it('is closed by the back gesture, which leaves the member in the chat', async () => {
    const log = await renderPhotos();
    fireEvent.click(within(log).getByRole('link'));
    expect(screen.getByRole('dialog', { name: 'Photo in the chat' })).toBeInTheDocument();
    // the viewer has its own entry in the history, at the chat's address
    expect(log.router.state.location.pathname).toBe('/chats/50');
    expect(log.router.state.historyAction).toBe('PUSH');

    await act(() => log.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.router.state.location.pathname).toBe('/chats/50');
    expect(screen.getByRole('log', { name: 'Messages with Anna' })).toBeInTheDocument();
    // forward again shows it again, and its × then goes back rather than adding an entry
    await act(() => log.router.navigate(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.router.state.historyAction).toBe('POP');
  });

  it('closed after a reload (its entry pushed by an earlier page), it stays on the chat', async () => {
    const log = await renderPhotos();
    fireEvent.click(within(log).getByRole('link'));
    // the entry as a reload finds it: the viewer's state, pushed in an earlier life of the page
    const state = log.router.state.location.state as Record<string, unknown>;
    await act(() =>
      log.router.navigate('/chats/50', { replace: true, state: { ...state, pushedIn: 'an earlier page' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.router.state.historyAction).toBe('REPLACE');
    expect(log.router.state.location.pathname).toBe('/chats/50');
  });

  it('stays open on a photo being sent when the server’s copy takes its place', async () => {
    let answer: (response: Response) => void = () => undefined;
    await renderChatWithAnna(messagesFixture({ messages: [messageFixture(1)] }), (call) =>
      call.url.pathname === '/api/messages.php' && call.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    const log = await screen.findByRole('log', { name: 'Messages with Anna' });
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('chat-photo-input'), { target: { files: [file] } });
    const confirm = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the photo on its way is opened
    fireEvent.click(await within(log).findByRole('link'));
    expect(screen.getByRole('dialog', { name: 'Photo in the chat' })).toBeInTheDocument();
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } };
    const sent = fetchMock.mock.calls.find(([, init]) => init.body instanceof FormData)![1].body as FormData;
    const stored = messageFixture(7, {
      mine: true,
      kind: 'photo',
      text: '',
      client_id: String(sent.get('client_id')),
      photo: { url: '/media/chat/7.jpg', thumb_url: '/media/chat/7_thumb.jpg', blurred: false },
    });
    await act(async () => answer(json({ message: stored, conversation: { id: 50 }, credits: 5 }, 201)));
    // the stored photo's viewer goes on where the pending one's was
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Photo in the chat' }).querySelector('img')).toHaveAttribute(
        'src',
        '/media/chat/7.jpg',
      ),
    );
  });

  it('opens a blurred photo at full size once it is revealed', async () => {
    const log = await renderPhotos();
    fireEvent.click(within(log).getByRole('button', { name: 'Show photo' }));
    fireEvent.click(within(log).getAllByRole('link')[0]!);
    const viewer = screen.getByRole('dialog', { name: 'Photo in the chat' });
    expect(viewer.querySelector('img.photo-viewer__image')).toHaveAttribute('src', '/media/chat/1.jpg');
  });
});

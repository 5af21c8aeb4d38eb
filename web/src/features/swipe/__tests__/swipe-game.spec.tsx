import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderFeature, type ApiCall, type ApiHandler } from '../../../test/render-feature';
import { memberCardFixture } from '../../../test/fixtures';
import type { SwipeCard } from '../api/swipe';
import { FLY_MS, SwipeGame } from '../components/swipe-game';

const card = (id: number, name: string): SwipeCard =>
  memberCardFixture(id, {
    name,
    age: 30 + id,
    main_image: { match: `/media/${id}.jpg` } as SwipeCard['main_image'],
  });
const BEN = card(1, 'Ben');
const CARL = card(2, 'Carl');
const DAVE = card(3, 'Dave');
const RESETS_AT = '2026-11-21T23:00:00.000Z';

interface Options {
  cards?: SwipeCard[];
  likesLeft?: number;
  onPost?: (call: ApiCall) => Response | Promise<Response> | undefined;
}

function serve({ cards = [BEN, CARL, DAVE], likesLeft = 4, onPost }: Options = {}): ApiHandler {
  let left = likesLeft;
  return (call) => {
    if (call.path !== '/api/swipe.php') return undefined;
    if (call.method === 'GET') return json({ cards, likes_left: left, resets_at: RESETS_AT });
    const custom = onPost?.(call);
    if (custom) return custom;
    if (call.body?.action === 'like') left -= 1;
    return json({ match: false, likes_left: left, resets_at: RESETS_AT });
  };
}

async function play(handler: ApiHandler, onMatch = vi.fn()) {
  const rendered = await renderFeature(
    <SwipeGame
      routeName="swipe-game"
      fictional={{ icon: null, label: 'fictional profile' }}
      onMatch={onMatch}
    />,
    { path: '/swipe-game', pattern: '/swipe-game', namespace: 'swipe', handler },
  );
  return { ...rendered, onMatch };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body);
const topCard = () => screen.getByRole('article');
const key = (name: string) => act(() => void fireEvent.keyDown(window, { key: name }));

afterEach(() => vi.unstubAllGlobals());

describe('the swipe game', () => {
  it('shows a skeleton, then the top card with buttons, the likes left and the keys', async () => {
    await play(serve());
    expect(screen.getByText('Loading members…')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ben, 31, Utrecht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(screen.getByText('4 likes left today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Ben' })).toHaveAttribute(
      'aria-keyshortcuts',
      'ArrowRight',
    );
    expect(screen.getByRole('button', { name: 'Pass Ben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View the profile of Ben, 31' })).toHaveAttribute(
      'href',
      '/members/1',
    );
    expect(screen.getByText(/Or drag the card/)).toBeInTheDocument();
  });

  it('likes with →, passes with ← and takes the pass back with ↓, announcing each', async () => {
    const { calls } = await play(serve());
    await screen.findByRole('article', { name: /Ben/ });

    key('ArrowRight');
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');
    expect(screen.getByText('You liked Ben. Next: Carl.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 likes left today')).toBeInTheDocument());

    key('ArrowLeft');
    expect(topCard()).toHaveAccessibleName('Dave, 33, Utrecht');
    const undo = screen.getByRole('button', { name: 'Undo passing Carl' });
    expect(undo).toBeEnabled();

    key('ArrowDown');
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht'));
    expect(screen.getByText('Carl is back.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { id: 1, action: 'like' },
      { id: 2, action: 'pass' },
      { id: 2, action: 'undo' },
    ]);
  });

  it("stops the flying card's timer when the game closes mid-flight", async () => {
    const { unmount } = await play(serve());
    await screen.findByRole('article', { name: /Ben/ });
    const startTimer = vi.spyOn(window, 'setTimeout');
    const stopTimer = vi.spyOn(window, 'clearTimeout');
    key('ArrowLeft');
    const flight = startTimer.mock.calls.findIndex(([, delay]) => delay === FLY_MS);
    expect(flight).toBeGreaterThanOrEqual(0);
    unmount();
    expect(stopTimer).toHaveBeenCalledWith(startTimer.mock.results[flight]!.value);
  });

  it('sends an undo only once its pass has been answered: the server takes back only the newest pass', async () => {
    let answerPass = (_: Response) => {};
    const { calls } = await play(
      serve({
        onPost: (call) =>
          call.body?.action === 'pass'
            ? new Promise<Response>((resolve) => {
                answerPass = resolve;
              })
            : undefined,
      }),
    );
    await screen.findByRole('article', { name: /Ben/ });
    key('ArrowLeft');
    key('ArrowDown');
    await waitFor(() => expect(posts(calls)).toEqual([{ id: 1, action: 'pass' }]));
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');

    answerPass(json({ match: false, likes_left: 4, resets_at: RESETS_AT }));
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Ben, 31, Utrecht'));
    expect(posts(calls)).toEqual([
      { id: 1, action: 'pass' },
      { id: 1, action: 'undo' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('acts on a finger tap without waiting for a click, and the click that may follow acts not twice', async () => {
    const { calls } = await play(serve());
    await screen.findByRole('article', { name: /Ben/ });
    const pass = screen.getByRole('button', { name: 'Pass Ben' });
    const touch = { pointerId: 7, clientX: 10, clientY: 10, pointerType: 'touch' };
    fireEvent.pointerDown(pass, touch);
    fireEvent.pointerUp(pass, touch);
    // Chromium may swallow the click of a tap right after a flick: the tap has passed Ben already
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');
    const undo = screen.getByRole('button', { name: 'Undo passing Ben' });
    act(() => void undo.dispatchEvent(new PointerEvent('click', { bubbles: true, pointerId: 99 })));
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Ben, 31, Utrecht'));

    const passBen = screen.getByRole('button', { name: 'Pass Ben' });
    fireEvent.pointerDown(passBen, { ...touch, pointerId: 8 });
    fireEvent.pointerUp(passBen, { ...touch, pointerId: 8 });
    // the click of that same tap, when it does come, is no second pass
    act(() => void passBen.dispatchEvent(new PointerEvent('click', { bubbles: true, pointerId: 8 })));
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { id: 1, action: 'pass' },
        { id: 1, action: 'undo' },
        { id: 1, action: 'pass' },
      ]),
    );
  });

  it('at the limit says when likes come back, sends no like, and passing goes on', async () => {
    const { calls } = await play(serve({ likesLeft: 0 }));
    await screen.findByRole('article', { name: /Ben/ });
    const limit = screen.getByTestId('swipe-limit');
    expect(limit).toHaveTextContent("That's all your likes for today");
    expect(limit).toHaveTextContent(/New likes at .*\d{1,2}:00.*You can keep passing until then\./);
    expect(screen.getByRole('button', { name: 'Like Ben' })).toHaveAttribute('aria-disabled', 'true');

    key('ArrowRight');
    expect(topCard()).toHaveAccessibleName('Ben, 31, Utrecht');
    fireEvent.click(screen.getByRole('button', { name: 'Pass Ben' }));
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');
    await waitFor(() => expect(posts(calls)).toEqual([{ id: 1, action: 'pass' }]));
  });

  it('puts the card back when the server says the likes are used', async () => {
    const limit = () =>
      json(
        {
          error: 'swipe_limit_reached',
          message: 'You have used your 4 likes for today.',
          likes_left: 0,
          resets_at: RESETS_AT,
        },
        429,
      );
    await play(serve({ onPost: (call) => (call.body?.action === 'like' ? limit() : undefined) }));
    await screen.findByRole('article', { name: /Ben/ });
    fireEvent.click(screen.getByRole('button', { name: 'Like Ben' }));
    await waitFor(() => expect(screen.getByTestId('swipe-limit')).toBeInTheDocument());
    expect(topCard()).toHaveAccessibleName('Ben, 31, Utrecht');
    expect(screen.getByText('You have used your 4 likes for today.')).toBeInTheDocument();
  });

  it('hands a match to the route', async () => {
    const { onMatch } = await play(
      serve({ onPost: () => json({ match: true, likes_left: 3, resets_at: RESETS_AT }) }),
    );
    await screen.findByRole('article', { name: /Ben/ });
    fireEvent.click(screen.getByRole('button', { name: 'Like Ben' }));
    await waitFor(() => expect(onMatch).toHaveBeenCalledWith(BEN));
  });

  it('likes by dragging the card to the right, and a short drag does nothing', async () => {
    const { calls } = await play(serve());
    await screen.findByRole('article', { name: /Ben/ });
    const drag = (distance: number) => {
      const target = topCard();
      fireEvent.pointerDown(target, {
        pointerId: 1,
        clientX: 100,
        clientY: 200,
        button: 0,
        pointerType: 'touch',
      });
      fireEvent.pointerMove(target, {
        pointerId: 1,
        clientX: 100 + distance / 2,
        clientY: 205,
        pointerType: 'touch',
      });
      fireEvent.pointerMove(target, {
        pointerId: 1,
        clientX: 100 + distance,
        clientY: 210,
        pointerType: 'touch',
      });
      fireEvent.pointerUp(target, {
        pointerId: 1,
        clientX: 100 + distance,
        clientY: 210,
        pointerType: 'touch',
      });
    };
    drag(40);
    expect(topCard()).toHaveAccessibleName('Ben, 31, Utrecht');
    drag(150);
    expect(topCard()).toHaveAccessibleName('Carl, 32, Utrecht');
    await waitFor(() => expect(posts(calls)).toEqual([{ id: 1, action: 'like' }]));
  });

  it('when everyone is seen, leads to the likes and to search', async () => {
    await play(serve({ cards: [] }));
    expect(
      await screen.findByRole('heading', { name: 'You have seen everyone for now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your likes' })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('says when the cards could not be loaded, and tries again', async () => {
    let fail = true;
    await play((call) => (fail ? apiError(400, 'bad_request', 'No.') : serve()(call)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The members could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Ben/ })).toBeInTheDocument();
  });
});

import { LoadFailed } from '../../../components/ui/load-failed';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { sendSwipe, type SwipeCard, useSwipeCards } from '../api/swipe';
import { deckReducer, EMPTY_DECK, REFILL_BELOW } from '../lib/deck';
import { formatResetTime } from '../lib/reset-time';
import { useTap } from '../lib/use-tap';
import { type FictionalMark, SwipeCardView } from './swipe-card';
import { SwipeLimitNotice } from './swipe-limit-notice';
import './swipe-game.css';

/** How long a decided card flies off before it is gone (the CSS animation's length). */
export const FLY_MS = 260;

export interface SwipeGameProps {
  routeName: string;
  fictional: FictionalMark;
  /** A like made a match: the route shows the match modal. */
  onMatch: (card: SwipeCard) => void;
  /** A like was given: the route reloads what shows likes. */
  onLiked?: () => void;
  /** A dialog is open over the game: the arrow keys are not the game's then. */
  paused?: boolean;
}

interface Flying {
  card: SwipeCard;
  action: 'like' | 'pass';
  fromX: number;
}

/** Keys that are the game's own unless a field or a dialog has them. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

type Action = 'undo' | 'pass' | 'like';

/** The keys that do what each button does (aria-keyshortcuts) and its sign. */
const ACTION_KEYS: Record<Action, string> = {
  undo: 'ArrowDown Backspace',
  pass: 'ArrowLeft',
  like: 'ArrowRight',
};
const ACTION_SIGNS: Record<Action, ReactNode> = {
  undo: <span aria-hidden="true">↶</span>,
  pass: <span aria-hidden="true">✕</span>,
  like: <Icon name="heart" size={28} />,
};

interface ActionButtonProps {
  kind: Action;
  tap: ReturnType<typeof useTap<HTMLButtonElement>>;
  label: string;
  disabled?: boolean;
  /** still focusable and clickable, but it says it cannot act now (no likes left) */
  unavailable?: boolean;
}

/** One of the round buttons under the cards: undo, pass or like. */
function ActionButton({ kind, tap, label, disabled, unavailable }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={`swipe-game__action swipe-game__action--${kind}`}
      {...tap}
      disabled={disabled}
      aria-label={label}
      aria-keyshortcuts={ACTION_KEYS[kind]}
      aria-disabled={unavailable || undefined}
    >
      {ACTION_SIGNS[kind]}
    </button>
  );
}

/** /swipe-game: a stack of members to like or pass by button, arrow key or drag, with undo of a pass. */
export function SwipeGame({ routeName, fictional, onMatch, onLiked, paused = false }: SwipeGameProps) {
  const { t, i18n } = useTranslation('swipe');
  const { t: tc } = useTranslation();
  const query = useSwipeCards();
  const [deck, dispatch] = useReducer(deckReducer, EMPTY_DECK);
  const [allowance, setAllowance] = useState<{ likesLeft: number; resetsAt: string } | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [flying, setFlying] = useState<Flying[]>([]);
  // The handlers read the stack as last committed: two quick key presses must decide two cards.
  const deckRef = useRef(deck);
  useLayoutEffect(() => {
    deckRef.current = deck;
  }, [deck]);
  // Swipes reach the server one after another, in the member's order: the server takes back only the
  // newest pass, so an undo sent while its pass is still on the way would find nothing to undo (409).
  const requests = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(<T,>(send: () => Promise<T>): Promise<T> => {
    const request = requests.current.then(send);
    requests.current = request.catch(() => undefined);
    return request;
  }, []);
  /** The request of each pass of this visit, so that an undo knows whether its pass was taken. */
  const passes = useRef(new Map<number, Promise<unknown>>());
  const undoing = useRef<number | null>(null);

  // Each page of cards joins the stack; a page that brings nothing new means everyone has been seen.
  useEffect(() => {
    if (!query.data) return;
    const known = new Set([...deckRef.current.cards.map((card) => card.id), ...deckRef.current.decided]);
    setExhausted(query.data.cards.every((card) => known.has(card.id)));
    dispatch({ type: 'loaded', cards: query.data.cards });
    setAllowance({ likesLeft: query.data.likes_left, resetsAt: query.data.resets_at });
  }, [query.data]);

  const { refetch, isFetching } = query;
  useEffect(() => {
    if (query.data && !exhausted && !isFetching && deck.cards.length < REFILL_BELOW) void refetch();
  }, [deck.cards.length, exhausted, isFetching, query.data, refetch]);

  const top = deck.cards[0];
  const likesLeft = allowance?.likesLeft ?? 0;
  const resetTime = allowance ? formatResetTime(allowance.resetsAt, i18n.language, new Date()) : '';
  const limitText = `${t('limit.title')}. ${t('limit.text', { time: resetTime })}`;

  // The flights under way: a game closed mid-flight stops their timers, which would set state after it.
  const flights = useRef(new Set<number>());
  useEffect(() => {
    const timers = flights.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const fly = (card: SwipeCard, action: 'like' | 'pass', fromX: number) => {
    setFlying((cards) => [...cards, { card, action, fromX }]);
    const timer = window.setTimeout(() => {
      flights.current.delete(timer);
      setFlying((cards) => cards.filter((item) => item.card.id !== card.id));
    }, FLY_MS);
    flights.current.add(timer);
  };

  const decide = useCallback(
    (action: 'like' | 'pass', fromX = 0) => {
      const card = deckRef.current.cards[0];
      if (!card) return;
      setFailure(null);
      if (action === 'like' && likesLeft <= 0) {
        // the card stays: the member may pass it, or keep it for tomorrow
        setAnnouncement(limitText);
        return;
      }
      dispatch({ type: 'decided', card, action });
      fly(card, action, fromX);
      const next = deckRef.current.cards[1];
      setAnnouncement(
        [
          t(action === 'like' ? 'announce.liked' : 'announce.passed', { name: card.name }),
          next ? t('announce.next', { name: next.name }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      if (action === 'like')
        setAllowance((current) => current && { ...current, likesLeft: current.likesLeft - 1 });
      const request = enqueue(() => sendSwipe(card.id, action));
      if (action === 'pass') passes.current.set(card.id, request);
      request.then(
        (answer) => {
          setAllowance({ likesLeft: answer.likes_left, resetsAt: answer.resets_at });
          if (action === 'like') onLiked?.();
          if (answer.match) onMatch(card);
        },
        (error: unknown) => {
          dispatch({ type: 'refused', card });
          if (error instanceof ApiError && error.code === 'swipe_limit_reached') {
            setAllowance((current) => current && { ...current, likesLeft: 0 });
            setAnnouncement(error.message);
          } else {
            setFailure(t('failed.swipe'));
            if (action === 'like')
              setAllowance((current) => current && { ...current, likesLeft: current.likesLeft + 1 });
          }
        },
      );
    },
    [enqueue, likesLeft, limitText, onLiked, onMatch, t],
  );

  const undo = useCallback(() => {
    const card = deckRef.current.lastPass;
    if (!card || undoing.current === card.id) return;
    setFailure(null);
    undoing.current = card.id;
    const pass = passes.current.get(card.id) ?? Promise.resolve();
    enqueue(() =>
      // a pass the server refused is back on top already ('refused'): nothing to take back then
      pass.then(
        () => sendSwipe(card.id, 'undo').then(() => true),
        () => false,
      ),
    )
      .then(
        (undone) => {
          if (!undone) return;
          passes.current.delete(card.id);
          dispatch({ type: 'undone', card });
          setAnnouncement(t('announce.undone', { name: card.name }));
        },
        () => setFailure(t('failed.undo')),
      )
      .finally(() => {
        undoing.current = null;
      });
  }, [enqueue, t]);

  const undoTap = useTap<HTMLButtonElement>(undo);
  const passTap = useTap<HTMLButtonElement>(() => decide('pass'));
  const likeTap = useTap<HTMLButtonElement>(() => decide('like'));

  useEffect(() => {
    if (paused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const action = { ArrowRight: 'like', ArrowLeft: 'pass', ArrowDown: 'undo', Backspace: 'undo' }[
        event.key
      ];
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else decide(action as 'like' | 'pass');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide, undo, paused]);

  const title = tc('routes.swipe-game');
  const header = (
    <header className="swipe-game__header">
      <h1 id="swipe-title" className="page-title">
        {title}
      </h1>
      <p className="swipe-game__intro">{t('intro')}</p>
      {allowance ? (
        <p className="swipe-game__left" data-testid="likes-left">
          <Icon name="heart" size={16} /> {t('likesLeft', { count: allowance.likesLeft })}
        </p>
      ) : null}
    </header>
  );
  const live = (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );

  if (query.isPending) {
    return (
      <section className="page swipe-game" data-route={routeName} aria-labelledby="swipe-title">
        {header}
        <Skeleton label={t('loading')} shapeClassName="swipe-game__stack">
          <SkeletonBlock className="swipe-card swipe-card--skeleton" />
        </Skeleton>
      </section>
    );
  }
  if (query.isError && !deck.cards.length) {
    return (
      <section className="page swipe-game" data-route={routeName} aria-labelledby="swipe-title">
        {header}
        <LoadFailed
          className="swipe-game__state"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  return (
    <section className="page swipe-game" data-route={routeName} aria-labelledby="swipe-title">
      {header}
      {live}
      {allowance && likesLeft <= 0 ? (
        <SwipeLimitNotice title={t('limit.title')} text={t('limit.text', { time: resetTime })} />
      ) : null}
      {failure ? (
        <p className="swipe-game__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {top ? (
        <>
          <div className="swipe-game__stack" role="group" aria-label={t('stackLabel')}>
            {deck.cards
              .slice(0, 2)
              .reverse()
              .map((card) => (
                <SwipeCardView
                  key={card.id}
                  card={card}
                  top={card.id === top.id}
                  fictional={fictional}
                  onDecide={(action, fromX) => decide(action, fromX)}
                />
              ))}
            {flying.map(({ card, action, fromX }) => (
              <div
                key={`flying-${card.id}`}
                className={`swipe-card swipe-card--flying swipe-card--flying-${action}`}
                style={{ ['--from-x' as string]: `${fromX}px`, ['--from-rot' as string]: `${fromX / 18}deg` }}
                aria-hidden="true"
              >
                <div className="swipe-card__photo">
                  {card.main_image?.match ? <img src={card.main_image.match} alt="" /> : null}
                </div>
              </div>
            ))}
          </div>
          <div className="swipe-game__actions">
            <ActionButton
              kind="undo"
              tap={undoTap}
              label={deck.lastPass ? t('undoLabel', { name: deck.lastPass.name }) : t('undo')}
              disabled={!deck.lastPass}
            />
            <ActionButton kind="pass" tap={passTap} label={t('passLabel', { name: top.name })} />
            <ActionButton
              kind="like"
              tap={likeTap}
              label={t('likeLabel', { name: top.name })}
              unavailable={likesLeft <= 0}
            />
          </div>
          <div className="swipe-game__hints">
            <p aria-label={t('hints.label')}>
              <kbd>←</kbd> {t('hints.pass')} · <kbd>→</kbd> {t('hints.like')} · <kbd>↓</kbd> {t('hints.undo')}
            </p>
            <p className="swipe-game__touch-hint">{t('hints.touch')}</p>
          </div>
        </>
      ) : (
        <div className="swipe-game__state swipe-game__empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <div className="swipe-game__empty-links">
            <Link className="btn btn--primary" to="/likes">
              {t('empty.likes')}
            </Link>
            <Link className="btn btn--ghost" to="/members">
              {t('empty.search')}
            </Link>
          </div>
          {deck.lastPass ? (
            <Button variant="ghost" {...undoTap} aria-keyshortcuts={ACTION_KEYS.undo}>
              {t('undoLabel', { name: deck.lastPass.name })}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import type { ChatMessage } from '../api/types';
import { dayNameOf, formatDay, groupByDay } from '../lib/chat-time';
import { MessageBubble, PendingBubble, type PendingMessage } from './message-bubble';

export interface MessageListProps {
  name: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  /** older messages exist but fall outside the retention window */
  olderHidden: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  typing: boolean;
  /**
   * The first of the other member's messages that were unread when the chat opened: a divider says how
   * many came since the member last looked, and the chat opens there when they do not all fit.
   */
  firstUnread?: { id: number; count: number } | null;
}

/** How close to the bottom still counts as "at the bottom" (a new message then scrolls into view). */
const NEAR_BOTTOM_PX = 120;

/** Room left above the new messages' divider when a chat opens at it. */
const DIVIDER_MARGIN_PX = 8;

/** Scrolled up this many screens' heights, the member gets a button back to the newest message. */
const FAR_FROM_BOTTOM_SCREENS = 1;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The way back to the newest message while the member reads older ones: shown once they are a screen
 * up, or as soon as the other member writes meanwhile, then counting what came in below.
 */
function JumpToNewest({ unseen, onJump }: { unseen: number; onJump: () => void }) {
  const { t } = useTranslation('chats');
  return (
    <div className="chat-messages__jump">
      <button
        type="button"
        className={unseen > 0 ? 'chat-jump chat-jump--unseen' : 'chat-jump'}
        aria-label={unseen > 0 ? t('messages.newBelow', { count: unseen }) : t('messages.jumpToNewest')}
        title={t('messages.jumpToNewest')}
        onClick={onJump}
      >
        {unseen > 0 ? (
          <span className="chat-jump__count" aria-hidden="true">
            {t('messages.newBelow', { count: unseen })}
          </span>
        ) : null}
        <Icon name="down" />
      </button>
    </div>
  );
}

/** Above the messages that were new when the chat opened. */
function UnreadDivider({ count }: { count: number }) {
  const { t } = useTranslation('chats');
  const label = t('messages.newBelow', { count });
  return (
    <li className="chat-unread-divider" data-testid="unread-divider">
      <span role="separator" aria-label={label}>
        <span aria-hidden="true">{label}</span>
      </span>
    </li>
  );
}

function DaySeparator({ day }: { day: string }) {
  const { t, i18n } = useTranslation('chats');
  const now = new Date();
  const name = dayNameOf(day, now);
  const label =
    name.kind === 'today'
      ? t('day.today')
      : name.kind === 'yesterday'
        ? t('day.yesterday')
        : formatDay(name.date, now, i18n.language);
  return (
    // A list item holding the separator: a list holds list items only (a role on the <li> would break it).
    <li className="chat-day">
      <span role="separator" aria-label={label}>
        <span aria-hidden="true">{label}</span>
      </span>
    </li>
  );
}

/** Older messages load when the top comes into view (or by the button); the position stays where it was. */
function useLoadOlderOnTop(
  scroller: React.RefObject<HTMLDivElement | null>,
  sentinel: React.RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onLoadOlder: () => void,
) {
  const load = useRef(onLoadOlder);
  useEffect(() => {
    load.current = onLoadOlder;
  });
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined' || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [enabled, scroller, sentinel]);
}

/** The messages, oldest at the top and newest at the bottom, by day; the member's own ones with their marks. */
export function MessageList({
  name,
  messages,
  pending,
  hasOlder,
  olderHidden,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  typing,
  firstUnread = null,
}: MessageListProps) {
  const { t } = useTranslation('chats');
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const initialized = useRef(false);
  useLoadOlderOnTop(scroller, sentinel, hasOlder && !loadingOlder, onLoadOlder);

  // where the view was: the oldest and newest shown, and the height and position before this render
  const previous = useRef({
    first: undefined as number | undefined,
    last: '',
    height: 0,
    top: 0,
    atBottom: true,
    pending: 0,
  });
  const first = messages[0]?.id;
  const newestId = messages[messages.length - 1]?.id;
  const last = `${newestId ?? ''}/${pending.length}/${typing}`;
  // the other member's messages that came in below while the member read further up
  const [unseen, setUnseen] = useState(0);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const newestSeen = useRef(newestId);
  const shown = useRef(messages);
  // before the effect below, which reads it
  useLayoutEffect(() => {
    shown.current = messages;
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (!initialized.current) {
      // at the newest, unless the new messages do not all fit: then from where they start
      const divider = element.querySelector<HTMLElement>('.chat-unread-divider');
      const fromDivider = divider
        ? divider.getBoundingClientRect().top - element.getBoundingClientRect().top - DIVIDER_MARGIN_PX
        : Infinity;
      element.scrollTop = Math.min(element.scrollHeight, fromDivider);
      initialized.current = true;
    } else if (first !== before.first && before.first !== undefined && last === before.last) {
      // older messages came in above: keep the messages in view where they were
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last && (before.atBottom || pending.length > before.pending)) {
      // something new below, and the member was reading the newest (or just sent it): show it
      element.scrollTop = element.scrollHeight;
    } else if (newestId !== newestSeen.current) {
      // the member is reading further up: count what the other member wrote meanwhile, leave the view
      const since = newestSeen.current ?? -Infinity;
      const arrived = shown.current.filter((message) => message.id > since && !message.mine).length;
      if (arrived > 0) setUnseen((count) => count + arrived);
    }
    newestSeen.current = newestId;
    previous.current = { ...before, first, last, pending: pending.length, height: element.scrollHeight };
  }, [first, last, pending.length, newestId]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current.top = element.scrollTop;
    previous.current.height = element.scrollHeight;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    previous.current.atBottom = fromBottom < NEAR_BOTTOM_PX;
    if (previous.current.atBottom) setUnseen(0);
    setFarFromBottom(fromBottom > element.clientHeight * FAR_FROM_BOTTOM_SCREENS);
  };

  const jumpToNewest = () => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollHeight;
    if (typeof element.scrollTo === 'function')
      element.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else element.scrollTop = top;
    setUnseen(0);
    // the button goes once the newest is in view: the focus stays in the messages, not on the page
    element.focus({ preventScroll: true });
  };

  const groups = groupByDay(messages);
  return (
    <div className="chat-messages" ref={scroller} onScroll={onScroll} tabIndex={-1}>
      <div ref={sentinel} className="chat-messages__top" />
      {hasOlder ? (
        <div className="chat-messages__older">
          {loadingOlder ? (
            <Spinner label={t('messages.loadingOlder')} />
          ) : (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onLoadOlder}>
              {t('messages.loadOlder')}
            </button>
          )}
        </div>
      ) : olderHidden ? (
        <p className="chat-messages__notice" role="note">
          {t('messages.olderHidden')}
        </p>
      ) : null}
      {/* The log around the list, not on it: a role on the <ol> would take the messages out of their list. */}
      <div role="log" aria-label={t('messages.label', { name })} aria-live="polite">
        <ol className="chat-messages__list">
          {groups.map((group) => [
            <DaySeparator key={`day-${group.day}`} day={group.day} />,
            ...group.items.flatMap((message) => [
              ...(message.id === firstUnread?.id
                ? [<UnreadDivider key="unread" count={firstUnread.count} />]
                : []),
              <MessageBubble key={message.id} message={message} />,
            ]),
          ])}
          {pending.map((message) => (
            <PendingBubble
              key={message.clientId}
              message={message}
              onRetry={() => onRetry(message.clientId)}
              onDiscard={() => onDiscard(message.clientId)}
            />
          ))}
        </ol>
      </div>
      {typing ? (
        <p className="chat-messages__typing" role="status">
          {t('messages.typing', { name })}
        </p>
      ) : null}
      {unseen > 0 || farFromBottom ? <JumpToNewest unseen={unseen} onJump={jumpToNewest} /> : null}
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** How close to the bottom still counts as "at the bottom" (a new message then scrolls into view). */
const NEAR_BOTTOM_PX = 120;

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
  const last = `${messages[messages.length - 1]?.id ?? ''}/${pending.length}/${typing}`;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (!initialized.current) {
      element.scrollTop = element.scrollHeight;
      initialized.current = true;
    } else if (first !== before.first && before.first !== undefined && last === before.last) {
      // older messages came in above: keep the messages in view where they were
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last && (before.atBottom || pending.length > before.pending)) {
      // something new below, and the member was reading the newest (or just sent it): show it
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { ...before, first, last, pending: pending.length, height: element.scrollHeight };
  }, [first, last, pending.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current.top = element.scrollTop;
    previous.current.height = element.scrollHeight;
    previous.current.atBottom =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  const groups = groupByDay(messages);
  return (
    <div className="chat-messages" ref={scroller} onScroll={onScroll}>
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
            ...group.items.map((message) => <MessageBubble key={message.id} message={message} />),
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
    </div>
  );
}

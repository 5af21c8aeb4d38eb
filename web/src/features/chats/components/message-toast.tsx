import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseButton } from '../../../components/ui/close-button';
import { FictionalBadge, type FictionalBadgeProps } from '../../../components/ui/fictional-badge';
import type { IncomingMessage } from '../lib/incoming-message';
import { ChatAvatar } from './chat-avatar';
import { usePreview } from './chat-row-link';
import './message-toast.css';

/** How long the note of a new message stays while the member neither points at it nor focuses it. */
export const MESSAGE_TOAST_MS = 8_000;

export interface MessageToastProps {
  incoming: IncomingMessage;
  /** the site's mark of a fictional profile, shown after the name as in the chats */
  fictional: FictionalBadgeProps;
  onClose: () => void;
}

/**
 * A new message told on a page that does not show the chat: who wrote and what, opening the chat. It
 * goes by itself after a while, but not while pointed at or focused (the member is reading it), and can be
 * closed at once.
 */
export function MessageToast({ incoming, fictional, onClose }: MessageToastProps) {
  const { t } = useTranslation('chats');
  const preview = usePreview();
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const kept = held.pointer || held.focus;
  useEffect(() => {
    if (kept) return;
    const timer = setTimeout(onClose, MESSAGE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [kept, incoming, onClose]);
  const { profile, conversationId, last } = incoming;
  return (
    <div
      className="message-toast"
      data-testid="message-toast"
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <Link className="message-toast__link" to={`/chats/${conversationId}`} onClick={onClose}>
        <ChatAvatar profile={profile} size="sm" />
        <span className="message-toast__text">
          <span className="message-toast__title">
            {t('toast.from', { name: profile.name })}
            {profile.fictional ? <FictionalBadge {...fictional} size={16} /> : null}
          </span>
          <span className="message-toast__preview">{preview(last)}</span>
        </span>
      </Link>
      <CloseButton
        className="round-button message-toast__close"
        aria-label={t('toast.close')}
        onClick={onClose}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountBadge } from '../../../components/ui/badge';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import { useChatDraft } from '../../../lib/chat-drafts';
import type { ChatLastMessage, ChatSummary } from '../api/types';
import { formatListTime } from '../lib/chat-time';
import { ChatAvatar } from './chat-avatar';
import { useChatEnvironment } from './chat-environment';

/**
 * The last message in a line: a text as it is, a photo by its kind, a gift by its name (chats.php's `text`,
 * in the member's language; just "Gift" when it has none); "You: …" when it is the member's.
 */
export function usePreview() {
  const { t } = useTranslation('chats');
  return (last: ChatLastMessage | null): string => {
    if (!last) return t('list.noMessages');
    const giftName = last.text.trim();
    const text =
      last.kind === 'photo'
        ? t('preview.photo')
        : last.kind === 'gift'
          ? giftName
            ? t('preview.gift', { name: giftName })
            : t('preview.giftUnnamed')
          : last.text;
    return last.mine ? t('preview.mine', { text }) : text;
  };
}

/** A chat's row in a list: set apart while it has unread messages. */
export function chatRowClass(chat: ChatSummary): string {
  return chat.num_unread_messages > 0 ? 'chat-row chat-row--unread' : 'chat-row';
}

export interface ChatRowLinkProps {
  chat: ChatSummary;
  now: Date;
  /** the conversation open beside the list (aria-current) */
  current?: boolean;
}

/** A chat in a list, opening it: the other member, the last message and its time, the unread count. */
export function ChatRowLink({ chat, now, current = false }: ChatRowLinkProps) {
  const { t, i18n } = useTranslation('chats');
  const preview = usePreview();
  const { fictional } = useChatEnvironment();
  const unread = chat.num_unread_messages;
  const last = chat.last_message;
  // the open chat's draft is in its own field; the others say what is waiting to be sent
  const draft = useChatDraft(chat.profile.id);
  const shownDraft = current ? '' : draft;
  return (
    <Link
      className="chat-row__link"
      to={`/chats/${chat.conversation.id}`}
      aria-current={current ? 'page' : undefined}
    >
      <ChatAvatar profile={chat.profile} />
      <span className="chat-row__text">
        <span className="chat-row__top">
          <span className="chat-row__name">
            {chat.profile.name}
            {chat.profile.fictional ? <FictionalBadge {...fictional} size={16} /> : null}
          </span>
          {last ? (
            <time className="chat-row__time" dateTime={last.at}>
              {formatListTime(last.at, now, i18n.language, t('day.yesterday'))}
            </time>
          ) : null}
        </span>
        <span className="chat-row__bottom">
          {shownDraft ? (
            <span className="chat-row__preview">
              <span className="chat-row__draft">{t('preview.draft')}</span> {shownDraft}
            </span>
          ) : (
            <span className="chat-row__preview">{preview(last)}</span>
          )}
          <CountBadge
            count={unread}
            label={t('list.unread', { count: unread })}
            className="chat-row__unread"
          />
        </span>
      </span>
    </Link>
  );
}

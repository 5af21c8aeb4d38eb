import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import { Alert } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { formatBadge } from '../../../lib/format-badge';
import { usePollInterval } from '../../../lib/polling';
import { useChats } from '../api/chats';
import {
  useChatsBeingRemoved,
  useFailedChatRemoval,
  useRemoveChat,
  type FailedChatRemoval,
} from '../api/remove-chat';
import type { ChatLastMessage, ChatSummary } from '../api/types';
import { formatListTime } from '../lib/chat-time';
import { ChatAvatar } from './chat-avatar';
import { useChatEnvironment } from './chat-environment';
import './chats.css';

function ChatsSkeleton() {
  const { t } = useTranslation('chats');
  return (
    <Skeleton label={t('list.loading')} shapeClassName="chat-list">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="chat-row chat-row--skeleton">
          <SkeletonBlock className="chat-avatar chat-avatar--md" />
          <div className="chat-row__text">
            <SkeletonBlock shape="title" style={{ width: '40%' }} />
            <SkeletonBlock shape="line" style={{ width: '70%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/** The last message in a line: a text as it is, a photo or a gift by its kind; "You: …" when it is the member's. */
export function usePreview() {
  const { t } = useTranslation('chats');
  return (last: ChatLastMessage | null): string => {
    if (!last) return t('list.noMessages');
    const text =
      last.kind === 'photo'
        ? t('preview.photo')
        : last.kind === 'gift'
          ? t('preview.gift', { name: last.text })
          : last.text;
    return last.mine ? t('preview.mine', { text }) : text;
  };
}

function ChatRow({ chat, now, onRemove }: { chat: ChatSummary; now: Date; onRemove: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const preview = usePreview();
  const { fictional } = useChatEnvironment();
  const unread = chat.num_unread_messages;
  const last = chat.last_message;
  return (
    <li className={unread > 0 ? 'chat-row chat-row--unread' : 'chat-row'} data-testid="chat-row">
      <Link className="chat-row__link" to={`/chats/${chat.conversation.id}`}>
        <ChatAvatar profile={chat.profile} />
        <span className="chat-row__text">
          <span className="chat-row__top">
            <span className="chat-row__name">
              {chat.profile.name}
              {chat.profile.fictional ? <FictionalBadge {...fictional} size={16} /> : null}
            </span>
            {last ? (
              <time className="chat-row__time" dateTime={last.at}>
                {formatListTime(last.at, now, i18n.language)}
              </time>
            ) : null}
          </span>
          <span className="chat-row__bottom">
            <span className="chat-row__preview">{preview(last)}</span>
            {unread > 0 ? (
              <span className="badge badge--accent chat-row__unread">
                <span aria-hidden="true">{formatBadge(unread)}</span>
                <span className="visually-hidden">{` ${t('list.unread', { count: unread })}`}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="round-button chat-row__remove"
        aria-label={t('remove.label', { name: chat.profile.name })}
        title={t('remove.label', { name: chat.profile.name })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Why a removal failed: one chat's, or all chats' with a member (started from a chat's menu). */
function RemovalFailed({ failure }: { failure: FailedChatRemoval }) {
  const { t } = useTranslation('chats');
  const { removal, message } = failure;
  return (
    <Alert tone="danger" className="chats-page__alert">
      {'name' in removal
        ? t('removeAll.failed', { name: removal.name, message })
        : t('remove.failed', { message })}
    </Alert>
  );
}

/** /chats: the conversations, newest first, with their unread counts; a chat can be removed from the list. */
export function ChatsPage({ routeName }: { routeName: string }) {
  const { t } = useTranslation('chats');
  // polled while shown (SPEC §4); the badge polls only the count
  const chats = useChats({ enabled: true, pollMs: usePollInterval() });
  const remove = useRemoveChat();
  const beingRemoved = useChatsBeingRemoved();
  // a removal that failed here or in a chat's menu (the list was loaded again); forgotten on leaving
  const failure = useFailedChatRemoval();
  const dismissFailure = failure?.dismiss;
  useEffect(() => dismissFailure, [dismissFailure]);
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  const [now] = useState(() => new Date());
  const shown = chats.data?.chats.filter((chat) => !beingRemoved(chat)) ?? [];

  const confirmRemoval = () => {
    if (!confirming) return;
    remove.mutate({ conversationId: confirming.conversation.id });
    setConfirming(null);
  };

  return (
    <section className="page chats-page" data-route={routeName} aria-labelledby="chats-title">
      <h1 id="chats-title">{t('list.title')}</h1>
      {failure ? <RemovalFailed failure={failure} /> : null}
      {chats.isPending ? (
        <ChatsSkeleton />
      ) : chats.isError ? (
        <LoadFailed
          className="empty-state"
          message={t('list.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void chats.refetch()}
        />
      ) : shown.length === 0 ? (
        <div className="empty-state">
          <p>{t('list.empty')}</p>
          <Link className="btn btn--primary" to="/members">
            {t('list.findMembers')}
          </Link>
        </div>
      ) : (
        <ul className="chat-list" aria-labelledby="chats-title">
          {shown.map((chat) => (
            <ChatRow key={chat.conversation.id} chat={chat} now={now} onRemove={() => setConfirming(chat)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        id="chat-remove"
        open={confirming !== null}
        title={t('remove.title', { name: confirming?.profile.name ?? '' })}
        text={t('remove.text', { name: confirming?.profile.name ?? '' })}
        pending={false}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

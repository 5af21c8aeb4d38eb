import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/field';
import { useFailedChatRemoval, useRemoveChat, type FailedChatRemoval } from '../api/remove-chat';
import type { ChatSummary } from '../api/types';
import type { ChatFilter } from '../lib/chat-filter';
import { ChatRowLink, chatRowClass } from './chat-row-link';
import { FilteredChats } from './chats-filter-bar';
import { ChatsLoadFailed, ChatsSkeleton } from './chats-load-state';
import { useChatList } from './use-chat-list';
import './chats.css';
import { CloseButton } from '../../../components/ui/close-button';

function ChatRow({ chat, now, onRemove }: { chat: ChatSummary; now: Date; onRemove: () => void }) {
  const { t } = useTranslation('chats');
  return (
    <li className={chatRowClass(chat)} data-testid="chat-row">
      <ChatRowLink chat={chat} now={now} />
      <CloseButton
        className="round-button chat-row__remove"
        aria-label={t('remove.label', { name: chat.profile.name })}
        title={t('remove.label', { name: chat.profile.name })}
        onClick={onRemove}
      />
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

/**
 * The list's filter, in the address (?q=…&show=unread): it is still there when the member comes back
 * from a chat, and the back button does not step through every letter typed.
 */
function useChatFilter(): [ChatFilter, (filter: ChatFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = { query: params.get('q') ?? '', unreadOnly: params.get('show') === 'unread' };
  const setFilter = (next: ChatFilter) =>
    setParams(
      (current) => {
        if (next.query) current.set('q', next.query);
        else current.delete('q');
        if (next.unreadOnly) current.set('show', 'unread');
        else current.delete('show');
        return current;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** /chats: the conversations, newest first, with their unread counts; a chat can be removed from the list. */
export function ChatsPage({ routeName }: { routeName: string }) {
  const { t } = useTranslation('chats');
  const { chats, shown, now } = useChatList();
  const remove = useRemoveChat();
  // a removal that failed here or in a chat's menu (the list was loaded again); forgotten on leaving
  const failure = useFailedChatRemoval();
  const dismissFailure = failure?.dismiss;
  useEffect(() => dismissFailure, [dismissFailure]);
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  const [filter, setFilter] = useChatFilter();

  const confirmRemoval = () => {
    if (!confirming) return;
    remove.mutate({ conversationId: confirming.conversation.id });
    setConfirming(null);
  };

  return (
    <section className="page-stack chats-page" data-route={routeName} aria-labelledby="chats-title">
      <h1 id="chats-title" className="page-title">
        {t('list.title')}
      </h1>
      {failure ? <RemovalFailed failure={failure} /> : null}
      {/* a poll that fails keeps the list shown; "Try again" shows the skeleton while it loads */}
      {chats.isPending || (!chats.data && chats.isFetching) ? (
        <ChatsSkeleton />
      ) : !chats.data ? (
        <ChatsLoadFailed onRetry={() => void chats.refetch()} />
      ) : shown.length === 0 ? (
        <div className="empty-state">
          <p>{t('list.empty')}</p>
          <Link className="btn btn--primary" to="/members">
            {t('list.findMembers')}
          </Link>
        </div>
      ) : (
        <FilteredChats chats={shown} filter={filter} onChange={setFilter}>
          {(listed) => (
            <ul className="chat-list" aria-labelledby="chats-title">
              {listed.map((chat) => (
                <ChatRow
                  key={chat.conversation.id}
                  chat={chat}
                  now={now}
                  onRemove={() => setConfirming(chat)}
                />
              ))}
            </ul>
          )}
        </FilteredChats>
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

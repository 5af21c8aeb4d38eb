import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationTarget } from '../api/messages';
import type { ChatSummary } from '../api/types';
import { NO_FILTER, type ChatFilter } from '../lib/chat-filter';
import { ChatRowLink, chatRowClass } from './chat-row-link';
import { FilteredChats } from './chats-filter-bar';
import { ChatsLoadFailed, ChatsSkeleton } from './chats-load-state';
import { useChatList } from './use-chat-list';

function isOpen(chat: ChatSummary, open: ConversationTarget): boolean {
  return 'conversationId' in open
    ? chat.conversation.id === open.conversationId
    : chat.profile.id === open.memberId;
}

/**
 * The member's chats beside the open one on wide screens, as messaging apps show them: one click to
 * another chat, and the others' new messages in sight. The same list as /chats (one query, kept current
 * by the socket and the poll); removing stays on /chats and in the chat's menu. Nothing while there is
 * no chat: the conversation takes the width. A long list can be searched as on /chats; the filter stays
 * while the member goes from chat to chat, and the chat open beside it stays among the unread ones after
 * opening it read it.
 */
export function ChatsAside({ open }: { open: ConversationTarget }) {
  const { t } = useTranslation('chats');
  const { chats, shown, now } = useChatList();
  const [filter, setFilter] = useState<ChatFilter>(NO_FILTER);
  if (chats.data && shown.length === 0) return null;
  return (
    <nav className="chats-aside" aria-label={t('list.aside')}>
      {/* a poll that fails keeps the list shown; "Try again" shows the skeleton while it loads */}
      {chats.isPending || (!chats.data && chats.isFetching) ? (
        <ChatsSkeleton rows={4} />
      ) : !chats.data ? (
        <ChatsLoadFailed onRetry={() => void chats.refetch()} />
      ) : (
        <FilteredChats
          chats={shown}
          filter={filter}
          onChange={setFilter}
          keepRead={(chat) => isOpen(chat, open)}
        >
          {(listed) => (
            <ul className="chat-list chat-list--aside">
              {listed.map((chat) => (
                <li key={chat.conversation.id} className={chatRowClass(chat)}>
                  <ChatRowLink chat={chat} now={now} current={isOpen(chat, open)} />
                </li>
              ))}
            </ul>
          )}
        </FilteredChats>
      )}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import type { ConversationTarget } from '../api/messages';
import type { ChatSummary } from '../api/types';
import { ChatRowLink, chatRowClass } from './chat-row-link';
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
 * no chat: the conversation takes the width.
 */
export function ChatsAside({ open }: { open: ConversationTarget }) {
  const { t } = useTranslation('chats');
  const { chats, shown, now } = useChatList();
  if (chats.isSuccess && shown.length === 0) return null;
  return (
    <nav className="chats-aside" aria-label={t('list.aside')}>
      {chats.isPending ? (
        <ChatsSkeleton rows={4} />
      ) : chats.isError ? (
        <ChatsLoadFailed onRetry={() => void chats.refetch()} />
      ) : (
        <ul className="chat-list chat-list--aside">
          {shown.map((chat) => (
            <li key={chat.conversation.id} className={chatRowClass(chat)}>
              <ChatRowLink chat={chat} now={now} current={isOpen(chat, open)} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

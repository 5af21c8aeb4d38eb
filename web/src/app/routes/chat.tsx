import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ConversationTarget } from '../../features/chats/api/messages';
import { ConversationWithChats } from '../../features/chats/components/conversation-with-chats';
import { NotFoundPage } from './not-found';
import { ChatRoute } from './chat-route';
import type { PageProps } from './page-props';

/** /chats/{id} (a conversation) and /members/{id}/chat (the conversation with that member, or a new one). */
export default function ChatRouteById({ routeName }: PageProps) {
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const target = useMemo<ConversationTarget>(
    () => (routeName === 'members-id-chat' ? { memberId: numeric } : { conversationId: numeric }),
    [routeName, numeric],
  );
  if (!valid) return <NotFoundPage />;
  return (
    <ChatRoute routeName={routeName}>
      {() => <ConversationWithChats routeName={routeName} target={target} />}
    </ChatRoute>
  );
}

import type { ApiHandler } from '../../../test/render-feature';
import type { MessagesResponse } from '../api/types';
import { ConversationPage } from '../components/conversation-page';
import { json, messagesFixture, renderChats } from './render-chats';

/** The chat with Anna (conversation 50, /chats/50) showing `messages`; `handler` answers the rest. */
export function renderChatWithAnna(
  messages: MessagesResponse = messagesFixture(),
  handler: ApiHandler = () => undefined,
) {
  return renderChats(<ConversationPage routeName="chats-id" target={{ conversationId: 50 }} />, {
    path: '/chats/50',
    pattern: '/chats/:id',
    handler: (call) => {
      if (call.url.pathname === '/api/messages.php' && call.method === 'GET') return json(messages);
      if (call.url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 0 });
      return handler(call);
    },
  });
}

import { ChatsPage } from '../../features/chats/components/chats-page';
import { ChatRoute } from './chat-route';
import type { PageProps } from './page-props';

/** /chats: the member's conversations (issue 12). */
export default function ChatsRoute({ routeName }: PageProps) {
  return <ChatRoute routeName={routeName}>{() => <ChatsPage routeName={routeName} />}</ChatRoute>;
}

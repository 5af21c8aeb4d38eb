import { ChatConversation } from '../../queries/list-chats/chats.response';
import { ChatMessage } from '../../queries/list-messages/messages.response';

/** POST /api/messages.php */
export class SendMessageResponse {
  message: ChatMessage;
  conversation: ChatConversation;
  /** The member's balance after the message. */
  credits: number;
}

import { ChatMessage, ConversationRef } from '../../queries/list-messages/messages.response';

/** POST /api/messages.php */
export class SendMessageResponse {
  message: ChatMessage;
  conversation: ConversationRef;
  /** The member's balance after the message. */
  credits: number;
}

/** POST /api/chat-read.php */
export class ChatReadResponse {
  ok: true;
  /** The member's unread messages over all chats, after this one was read, as chat-totals.php counts them. */
  unread: number;
}

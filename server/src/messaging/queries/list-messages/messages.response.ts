import { ApiProperty } from '@nestjs/swagger';
import type { ChatMessageView, MessageKind } from '../../messaging.contracts';
import { ChatConversation, ChatProfile } from '../list-chats/chats.response';

/** A photo sent in a chat. */
export class ChatPhoto {
  url: string;
  thumb_url: string;
  /**
   * A photo from the other member whose safety score is above the site's threshold (or not known yet):
   * the app shows it blurred until tapped.
   */
  blurred: boolean;
}

/** A gift sent in a chat, named in the member's language. */
export class ChatGift {
  id: number;
  name: string;
  image: string;
}

/** One message as a member of its conversation sees it. */
export class ChatMessage implements ChatMessageView {
  id: number;
  /** The sender's own id of the send; only on the member's own messages. */
  client_id: string | null;
  kind: MessageKind;
  text: string;
  photo: ChatPhoto | null;
  gift: ChatGift | null;
  /** ISO 8601: when it was sent. */
  at: string;
  mine: boolean;
  /**
   * Own messages: `sent`, `delivered` once the other member's app received it, `read` once they opened the
   * conversation after it.
   */
  // Listed, not inferred: the plugin's order of an inferred union follows the compiler's and changed with
  // unrelated edits, which made the API types look stale.
  @ApiProperty({ enum: ['sent', 'delivered', 'read'] })
  status: 'sent' | 'delivered' | 'read';
}

/** GET /api/messages.php */
export class MessagesResponse {
  /** Null when the two members have no conversation yet (asked by `member_id`). */
  conversation: ChatConversation | null;
  profile: ChatProfile;
  /** Oldest first, at most 30. */
  messages: ChatMessage[];
  /** Older messages exist: ask again with `before` = the first message's id. */
  has_older: boolean;
  /** Older messages exist but are past the site's retention window ("Older messages are no longer visible…"). */
  older_hidden: boolean;
  /**
   * The member's unread messages in this conversation as they asked (before opening it read them), on the
   * newest page; 0 on older pages. The app shows where the new messages start with it.
   */
  unread: number;
}

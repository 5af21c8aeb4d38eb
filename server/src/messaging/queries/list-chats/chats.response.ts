import { MemberCard } from '../../../profiles/profiles.contracts';
import type { MessageKind } from '../../messaging.contracts';

/** The other member of a conversation: their card, and whether they are online now. */
export class ChatProfile extends MemberCard {
  online: boolean;
}

/** The newest message of a conversation, for the list. */
export class ChatLastMessage {
  /** A text's text; a gift's name in the member's language (as messages.php names it); '' for a photo. */
  text: string;
  kind: MessageKind;
  /** ISO 8601 */
  at: string;
  mine: boolean;
}

export class ChatConversation {
  id: number;
}

export class ChatSummary {
  conversation: ChatConversation;
  profile: ChatProfile;
  num_unread_messages: number;
  /** Null when it is past the site's retention window. */
  last_message: ChatLastMessage | null;
}

/** GET /api/chats.php */
export class ChatsResponse {
  /** Newest activity first, at most 200. */
  chats: ChatSummary[];
  /** Unread messages over all chats, those older than the 200 listed too. */
  unread: number;
}

/** GET /api/chat-totals.php: chats.php's `unread` alone. */
export class ChatTotals {
  /** Unread messages over all chats, as chats.php counts them. */
  unread: number;
}

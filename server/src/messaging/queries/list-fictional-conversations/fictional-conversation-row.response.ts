/**
 * A conversation of the chat agents' queue (admin resource `fictional_conversations`): who writes to
 * which fictional profile and since when they wait. Names and places only: never an e-mail address,
 * payments or anything of the member's other conversations.
 */
export class FictionalConversationRow {
  /** The conversation's id. */
  id: number;
  fictional_id: number;
  fictional_name: string | null;
  member_id: number;
  member_name: string | null;
  /** ISO 8601: the member's oldest message not answered yet; null when the last word is the profile's. */
  waiting_since: string | null;
  /** How many messages of the member wait for an answer. */
  waiting: number;
  last_message_at: string;
  /** The chat agent (admin id) holding the conversation now; null when nobody does. */
  claimed_by: number | null;
  claim_expires_at: string | null;
  /** The asking agent holds it. */
  claimed_by_me: boolean;
}

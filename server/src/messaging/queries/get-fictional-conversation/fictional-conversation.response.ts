import { ApiProperty } from '@nestjs/swagger';
import { MemberCard } from '../../../profiles/profiles.contracts';

/** A photo of the conversation. */
export class FictionalMessagePhoto {
  url: string;
  thumb_url: string;
}

/** A gift of the conversation, named in the agent's language. */
export class FictionalMessageGift {
  id: number;
  name: string;
  image: string;
}

/** A message of the conversation as the fictional profile sees it (`mine`: sent by the profile). */
export class FictionalMessage {
  id: number;
  client_id: string | null;
  @ApiProperty({ enum: ['text', 'photo', 'gift'] })
  kind: 'text' | 'photo' | 'gift';
  text: string;
  photo: FictionalMessagePhoto | null;
  gift: FictionalMessageGift | null;
  /** ISO 8601: when it was sent. */
  at: string;
  mine: boolean;
  /** The profile's messages: `read` once the member opened the conversation after them. */
  @ApiProperty({ enum: ['sent', 'delivered', 'read'] })
  status: 'sent' | 'delivered' | 'read';
}

/** Who holds a conversation for now. */
export class FictionalClaimView {
  admin_id: number;
  /** ISO 8601: the hold ends then unless renewed (a reply renews it). */
  expires_at: string;
  mine: boolean;
}

/** The fictional profile answered for, with the notes its agents keep. */
export class FictionalSide {
  id: number;
  card: MemberCard | null;
  notes: string;
  notes_updated_at: string | null;
}

/**
 * The chat agent's view of one conversation: the member's public card, the whole conversation (`mine`:
 * sent by the fictional profile), the fictional profile with its notes, and the hold. Nothing else of
 * the member: no e-mail, no payments, no other conversation.
 */
export class FictionalConversationView {
  id: number;
  member: MemberCard | null;
  member_id: number;
  fictional: FictionalSide;
  messages: FictionalMessage[];
  claim: FictionalClaimView | null;
  waiting_since: string | null;
}

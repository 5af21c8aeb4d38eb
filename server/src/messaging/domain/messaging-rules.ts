import { createHash } from 'node:crypto';
import type { MessageKind } from '../messaging.contracts';

/** SPEC §1, §9: a free member may start 2 conversations; replies are not limited. */
export const FREE_CONVERSATIONS = 2;

/** The sender's own id of one send (a retry carries the same one): letters, digits, `-` and `_`. */
export const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const MESSAGES_PER_PAGE = 30;
export const CHATS_LISTED = 200;

/** "Online" on the chat's top bar: active within the last five minutes (as the member pages show it). */
export const ONLINE_MS = 5 * 60_000;

export type MessageState = 'pending' | 'sent' | 'void';

/** The ledger kind of a message's spend. */
export function spendKindOf(kind: MessageKind): 'spend_message' | 'spend_photo' | 'spend_gift' {
  return kind === 'text' ? 'spend_message' : kind === 'photo' ? 'spend_photo' : 'spend_gift';
}

/** A message's price in credits, from the site's settings. */
export function costOf(
  kind: MessageKind,
  site: { messageCredits: number; photoCredits: number; giftCredits: number },
): number {
  return kind === 'text' ? site.messageCredits : kind === 'photo' ? site.photoCredits : site.giftCredits;
}

/** What a message's spend key starts with; its id follows (also in SQL, see MessagesRepository.storeInSettledConversation). */
export const SPEND_KEY_PREFIX = 'message:';

/** The ledger's idempotency key (and reference) of a message's spend: one spend per message, ever. */
export function spendKeyOf(messageId: number): string {
  return `${SPEND_KEY_PREFIX}${messageId}`;
}

/**
 * The same first message sent to many members: two texts are the same when they differ only in case,
 * spacing and punctuation at the ends ("Hi there!" and " hi  there").
 */
export function firstMessageFingerprint(text: string): string {
  const normalized = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}

/** Where the photos a member sends are kept, under MEDIA_DIR. */
export function chatPhotoFolder(senderId: number): string {
  return `chat/${senderId}`;
}

/** Messages before this instant are outside the site's retention window; null when the site keeps all. */
export function retentionCutoff(now: Date, retentionDays: number): Date | null {
  return retentionDays > 0 ? new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000) : null;
}

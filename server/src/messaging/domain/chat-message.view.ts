import type { ChatMessageView } from '../messaging.contracts';
import type { MessageRow } from '../database/message.row';
import { aboveThreshold } from '../../shared/images/safety-score';

/** A gift as a message shows it, in the viewer's language. */
export interface GiftView {
  id: number;
  name: string;
  image: string;
}

/**
 * A sent message as `viewerId` sees it: their own carry their `client_id` and how far they got: `read`
 * once the other member's read mark passed them (`partnerReadUpTo`), `delivered` once the other member's
 * app had them (`delivered_at`), else `sent`; the other's are delivered (they are looking at them).
 * A photo from the other member arrives `blurred` (revealed by a tap) while its safety score is unknown
 * or above the site's `photo_safety_threshold`.
 */
export function toChatMessage(
  row: MessageRow,
  viewerId: number,
  partnerReadUpTo: number,
  mediaPrefix: string,
  gift: GiftView | null,
  safetyThreshold = 1,
): ChatMessageView {
  const mine = row.sender_id === viewerId;
  const prefix = mediaPrefix.replace(/\/$/, '');
  return {
    id: row.id,
    client_id: mine ? row.client_id : null,
    kind: row.kind,
    text: row.text,
    photo:
      row.kind === 'photo' && row.photo_file
        ? {
            url: `${prefix}/${row.photo_file}`,
            thumb_url: `${prefix}/${row.photo_thumb ?? row.photo_file}`,
            blurred: !mine && blurs(row.photo_safety_score ?? null, safetyThreshold),
          }
        : null,
    gift: row.kind === 'gift' ? gift : null,
    at: (row.sent_at ?? row.created_at).toISOString(),
    mine,
    status: mine ? ownStatus(row, partnerReadUpTo) : 'delivered',
  };
}

function blurs(score: number | null, threshold: number): boolean {
  return score === null || aboveThreshold(score, threshold);
}

function ownStatus(row: MessageRow, partnerReadUpTo: number): ChatMessageView['status'] {
  if (row.id <= partnerReadUpTo) return 'read';
  return row.delivered_at ? 'delivered' : 'sent';
}

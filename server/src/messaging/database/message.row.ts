import type { MessageKind } from '../messaging.contracts';
import type { MessageState } from '../domain/messaging-rules';

/** A message as its repository reads it (`id` is a bigint: read as text, turned into a number). */
export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  client_id: string;
  kind: MessageKind;
  text: string;
  photo_file: string | null;
  photo_thumb: string | null;
  gift_id: number | null;
  credits: number;
  state: MessageState;
  created_at: Date;
  sent_at: Date | null;
  /**
   * When the recipient's app first had it (its socket acknowledged it, or it fetched the conversation);
   * always read by MESSAGE_COLUMNS, absent only from a row made in code.
   */
  delivered_at?: Date | null;
  /** The safety classifier's score of a photo (0 safe .. 1 explicit); null until scored. */
  photo_safety_score?: number | null;
}

export const MESSAGE_COLUMNS = `m.id::text AS id, m.conversation_id, m.sender_id, m.recipient_id, m.client_id,
  m.kind, m.text, m.photo_file, m.photo_thumb, m.gift_id, m.credits, m.state, m.created_at, m.sent_at,
  m.delivered_at, m.photo_safety_score`;

/** Rows as read by `MESSAGE_COLUMNS`, with the bigint id as a number. */
export function messageRows(rows: unknown[]): MessageRow[] {
  return (rows as (Omit<MessageRow, 'id'> & { id: string })[]).map((row) => ({ ...row, id: Number(row.id) }));
}

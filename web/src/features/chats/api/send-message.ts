import { apiClient } from '../../../lib/api-client';
import { targetFields, type ConversationTarget } from './messages';
import type { SendMessageResponse } from './types';

/** What is sent: a text, a gift from the catalogue, or a photo. */
export type OutgoingContent =
  { kind: 'text'; text: string } | { kind: 'gift'; giftId: number } | { kind: 'photo'; photo: File };

export interface SendMessageInput {
  target: ConversationTarget;
  /** the idempotency key: the same one again gives the same message, charged once */
  clientId: string;
  content: OutgoingContent;
}

/** The request body: JSON for a text or a gift, multipart for a photo. */
export function sendMessageBody({
  target,
  clientId,
  content,
}: SendMessageInput): FormData | Record<string, unknown> {
  const fields = { ...targetFields(target), client_id: clientId };
  if (content.kind === 'text') return { ...fields, text: content.text };
  if (content.kind === 'gift') return { ...fields, gift_id: content.giftId };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('photo', content.photo);
  return form;
}

/**
 * POST /api/messages.php: 201 {message, conversation, credits}. Network failures and 5xx are retried (the
 * client_id makes that safe); a 429 is the server's answer (too many messages) and shows at once.
 */
export function sendMessage(input: SendMessageInput): Promise<SendMessageResponse> {
  return apiClient.post<SendMessageResponse>('/api/messages.php', sendMessageBody(input), {
    retryTooManyRequests: false,
  });
}

import type { MessageRow } from '../database/message.row';
import { toChatMessage } from './chat-message.view';

const row = (overrides: Partial<MessageRow>): MessageRow => ({
  id: 10,
  conversation_id: 1,
  sender_id: 7,
  recipient_id: 8,
  client_id: 'c-10',
  kind: 'text',
  text: 'Hi',
  photo_file: null,
  photo_thumb: null,
  gift_id: null,
  credits: 1,
  state: 'sent',
  created_at: new Date('2026-11-26T10:00:00Z'),
  sent_at: new Date('2026-11-26T10:00:01Z'),
  delivered_at: null,
  ...overrides,
});
const statusFor = (viewer: number, overrides: Partial<MessageRow>, partnerReadUpTo = 0) =>
  toChatMessage(row(overrides), viewer, partnerReadUpTo, '/media', null).status;

describe('toChatMessage status', () => {
  it('an own message is sent, then delivered once the other member’s app had it, then read', () => {
    expect(statusFor(7, {})).toBe('sent');
    expect(statusFor(7, { delivered_at: new Date('2026-11-26T10:00:02Z') })).toBe('delivered');
    expect(statusFor(7, { delivered_at: new Date('2026-11-26T10:00:02Z') }, 10)).toBe('read');
    expect(statusFor(7, {}, 10)).toBe('read'); // read without a delivery mark (fetched by an older app)
    expect(statusFor(7, { delivered_at: undefined })).toBe('sent'); // a row made in code
  });

  it('the other member’s message is delivered to the viewer, who has it', () => {
    expect(statusFor(8, {})).toBe('delivered');
    expect(toChatMessage(row({}), 8, 0, '/media', null).client_id).toBeNull();
  });
});

describe('toChatMessage photo blur', () => {
  const photo = (score: number | null | undefined) =>
    row({ kind: 'photo', photo_file: '0/a.jpg', photo_thumb: '0/a_thumb.jpg', photo_safety_score: score });

  it('blurs the other member’s photo above the threshold or not scored yet, never the sender’s own', () => {
    expect(toChatMessage(photo(0.9), 8, 0, '/media', null, 0.7).photo?.blurred).toBe(true);
    expect(toChatMessage(photo(null), 8, 0, '/media', null, 0.7).photo?.blurred).toBe(true);
    expect(toChatMessage(photo(0.2), 8, 0, '/media', null, 0.7).photo).toEqual({
      url: '/media/0/a.jpg',
      thumb_url: '/media/0/a_thumb.jpg',
      blurred: false,
    });
    expect(toChatMessage(photo(0.9), 7, 0, '/media', null, 0.7).photo?.blurred).toBe(false);
  });
});

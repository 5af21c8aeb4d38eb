import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import type { ChatLastMessage } from '../api/types';
import { lastMessageOf } from '../lib/chat-cache';
import { usePreview } from './chat-row-link';

/** The chat list's preview of a last message, in `language`. */
async function previewIn(language: Locale) {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces('chats');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => usePreview(), { wrapper }).result.current;
}

const last = (overrides: Partial<ChatLastMessage>): ChatLastMessage => ({
  text: '',
  kind: 'text',
  at: '2026-11-21T12:00:00.000Z',
  mine: false,
  ...overrides,
});

describe('usePreview', () => {
  it("names a gift by the name chats.php gives it, the member's own and the partner's alike", async () => {
    const preview = await previewIn('en');
    expect(preview(last({ kind: 'gift', text: 'Red rose', mine: true }))).toBe('You: Gift: Red rose');
    expect(preview(last({ kind: 'gift', text: 'Red rose' }))).toBe('Gift: Red rose');
    const german = await previewIn('de');
    expect(german(last({ kind: 'gift', text: 'Rote Rose', mine: true }))).toBe('Du: Geschenk: Rote Rose');
    expect(german(last({ kind: 'gift', text: 'Rote Rose' }))).toBe('Geschenk: Rote Rose');
  });

  it('says just "Gift" when the name is not known, never a dangling colon', async () => {
    const preview = await previewIn('en');
    expect(preview(last({ kind: 'gift', text: '', mine: true }))).toBe('You: Gift');
    expect(preview(last({ kind: 'gift', text: '  ' }))).toBe('Gift');
    const polish = await previewIn('pl');
    expect(polish(last({ kind: 'gift', text: '', mine: true }))).toBe('Ty: Prezent');
  });

  it('tells a photo by its kind and a text as it is', async () => {
    const preview = await previewIn('en');
    expect(preview(last({ kind: 'photo', mine: true }))).toBe('You: Photo');
    expect(preview(last({ kind: 'photo' }))).toBe('Photo');
    expect(preview(last({ kind: 'text', text: 'Hi there', mine: true }))).toBe('You: Hi there');
    expect(preview(null)).toBe('No messages yet');
    const french = await previewIn('fr');
    expect(french(last({ kind: 'photo', mine: true }))).toBe('Vous : Une photo');
  });

  it('a gift just sent or received live shows in the list by its name, as after a reload', async () => {
    const preview = await previewIn('en');
    const sent = lastMessageOf({
      id: 7,
      client_id: 'c7',
      kind: 'gift',
      text: '',
      photo: null,
      gift: { id: 3, name: 'Red rose', image: '/media/gifts/rose.svg' },
      at: '2026-11-21T12:00:00.000Z',
      mine: true,
      status: 'sent',
    });
    expect(sent).toEqual(last({ kind: 'gift', text: 'Red rose', mine: true }));
    expect(preview(sent)).toBe('You: Gift: Red rose');
  });
});

import { describe, expect, it } from 'vitest';
import { chatPhotoOf, dragCarriesFiles } from './chat-photo-files';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('chat photo files', () => {
  it('takes the first file the chat can send as a photo', () => {
    const notes = file('notes.txt', 'text/plain');
    const photo = file('me.webp', 'image/webp');
    expect(chatPhotoOf([notes, photo, file('b.png', 'image/png')])).toBe(photo);
    expect(chatPhotoOf([notes, file('vector.svg', 'image/svg+xml')])).toBeNull();
    expect(chatPhotoOf(null)).toBeNull();
  });

  it('tells a drag of files from a drag of text', () => {
    expect(dragCarriesFiles(['Files'])).toBe(true);
    expect(dragCarriesFiles(['text/plain', 'text/uri-list'])).toBe(false);
    expect(dragCarriesFiles(undefined)).toBe(false);
  });
});

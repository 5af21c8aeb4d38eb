import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { forgetChatDraft, forgetChatDrafts } from './chat-drafts';
import {
  createChatPhotoDrafts,
  keepChatPhoto,
  MAX_CHAT_PHOTO_BYTES,
  readChatPhoto,
  type KeptPhotoRecord,
  type PhotoStore,
} from './chat-photo-drafts';

/** A store in a map, as IndexedDB keeps the photos in the browser. */
function memoryPhotoStore(): PhotoStore & { data: Map<string, KeptPhotoRecord> } {
  const data = new Map<string, KeptPhotoRecord>();
  return {
    data,
    get: async (key) => data.get(key),
    put: async (key, value) => {
      data.set(key, value);
    },
    delete: async (key) => {
      data.delete(key);
    },
    clear: async () => data.clear(),
  };
}

function photo(name: string, bytes = 12): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** Lets the store's deletions (not awaited by `forget`) run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat photo drafts', () => {
  it('keeps one refused photo per chat, with its client id, and gives it back as a file', async () => {
    const store = memoryPhotoStore();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage());
    expect(await drafts.read(7)).toBeNull();

    expect(await drafts.keep(7, { clientId: 'a', file: photo('first.png') })).toBe(true);
    expect(await drafts.keep(7, { clientId: 'b', file: photo('second.png', 20) })).toBe(true);
    expect(await drafts.keep(8, { clientId: 'c', file: photo('other.png') })).toBe(true);
    expect(store.data.size).toBe(2);

    const kept = await drafts.read(7);
    expect(kept?.clientId).toBe('b');
    expect(kept?.file).toBeInstanceOf(File);
    expect(kept?.file.name).toBe('second.png');
    expect(kept?.file.type).toBe('image/png');
    expect(kept?.file.size).toBe(20);
    expect((await drafts.read(8))?.clientId).toBe('c');
  });

  it('forgets the photo when it is sent or removed, but not for another message of the chat', async () => {
    const store = memoryPhotoStore();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage());
    await drafts.keep(7, { clientId: 'a', file: photo('a.png') });
    drafts.forget(7, 'some text message');
    expect((await drafts.read(7))?.clientId).toBe('a');

    drafts.forget(7, 'a');
    expect(await drafts.read(7)).toBeNull();
    await settled();
    expect(store.data.size).toBe(0);
  });

  it('forgets every photo at logout', async () => {
    const store = memoryPhotoStore();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage());
    await drafts.keep(7, { clientId: 'a', file: photo('a.png') });
    await drafts.keep(8, { clientId: 'b', file: photo('b.png') });
    drafts.forgetAll();
    expect(await drafts.read(7)).toBeNull();
    expect(await drafts.read(8)).toBeNull();
    await settled();
    expect(store.data.size).toBe(0);
  });

  it('keeps nothing over the upload limit, and nothing empty', async () => {
    const store = memoryPhotoStore();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage());
    expect(await drafts.keep(7, { clientId: 'a', file: photo('big.png', MAX_CHAT_PHOTO_BYTES + 1) })).toBe(
      false,
    );
    expect(await drafts.keep(7, { clientId: 'b', file: photo('empty.png', 0) })).toBe(false);
    expect(store.data.size).toBe(0);
    expect(await drafts.read(7)).toBeNull();
  });

  it('goes with the tab: a photo another tab (or a closed one) left is not this tab’s', async () => {
    const store = memoryPhotoStore();
    const before = createChatPhotoDrafts(async () => store, memoryStorage());
    await before.keep(7, { clientId: 'a', file: photo('a.png') });
    const newTab = createChatPhotoDrafts(async () => store, memoryStorage());
    expect(await newTab.read(7)).toBeNull();

    // the mark without its file (the store was cleared meanwhile) is forgotten
    const marks = memoryStorage();
    const drafts = createChatPhotoDrafts(async () => store, marks);
    await drafts.keep(8, { clientId: 'b', file: photo('b.png') });
    store.data.clear();
    expect(await drafts.read(8)).toBeNull();
    expect(JSON.parse(marks.data['kindred.chat-photos']!)).toEqual({});
  });

  it('without a store, or with a failing one (a private window), the photo is simply not kept', async () => {
    const none = createChatPhotoDrafts(async () => null, memoryStorage());
    expect(await none.keep(7, { clientId: 'a', file: photo('a.png') })).toBe(false);
    expect(await none.read(7)).toBeNull();
    expect(() => none.forgetAll()).not.toThrow();

    const refusing = createChatPhotoDrafts(async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, memoryStorage());
    expect(await refusing.keep(7, { clientId: 'a', file: photo('a.png') })).toBe(false);
    expect(await refusing.read(7)).toBeNull();

    const full = memoryPhotoStore();
    full.put = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
    const drafts = createChatPhotoDrafts(async () => full, memoryStorage());
    expect(await drafts.keep(7, { clientId: 'a', file: photo('a.png') })).toBe(false);
    expect(await drafts.read(7)).toBeNull();
  });

  it('is IndexedDB in the app, and nothing where the browser has none (as jsdom here)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(await keepChatPhoto(7, { clientId: 'a', file: photo('a.png') })).toBe(false);
    expect(await readChatPhoto(7)).toBeNull();
    // removing the chat and logout reach the photos too, and do not fail without a store
    expect(() => forgetChatDraft(7)).not.toThrow();
    expect(() => forgetChatDrafts()).not.toThrow();
  });
});

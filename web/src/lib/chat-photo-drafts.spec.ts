import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { forgetChatDraft, forgetChatDrafts } from './chat-drafts';
import {
  createChatPhotoDrafts,
  KEPT_PHOTO_MS,
  keepChatPhoto,
  lockedTabs,
  MAX_CHAT_PHOTO_BYTES,
  type KeptChatPhoto,
  type OpenTabs,
  readChatPhoto,
  sweepChatPhotos,
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
    entries: async () => [...data.entries()],
  };
}

/** Tabs whose ids are in `open` while they are open: what Web Locks tell in the browser. */
function tab(id: string, open: Set<string>): OpenTabs {
  return {
    id,
    hold: async () => {
      open.add(id);
    },
    open: async () => new Set(open),
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

  it('keeps nothing of a photo still being stored at logout, and a later one of the next member', async () => {
    const store = memoryPhotoStore();
    const marks = memoryStorage();
    // the store is slow to open, as IndexedDB can be: logout comes between the keep and its write
    let opened!: () => void;
    const slow = new Promise<void>((resolve) => (opened = resolve));
    const drafts = createChatPhotoDrafts(async () => (await slow, store), marks);
    const keeping = drafts.keep(7, { clientId: 'a', file: photo('a.png') });
    drafts.forgetAll();
    opened();
    expect(await keeping).toBe(false);
    await settled();
    expect(store.data.size).toBe(0);
    expect(await drafts.read(7)).toBeNull();
    expect(JSON.parse(marks.data['kindred.chat-photos']!)).toEqual({});

    // the next member's photo, kept once logged in, stays
    expect(await drafts.keep(7, { clientId: 'b', file: photo('b.png') })).toBe(true);
    expect((await drafts.read(7))?.clientId).toBe('b');
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

  it('as the app starts, the photos of tabs since closed go; those of open tabs stay, this one’s too', async () => {
    const [store, open] = [memoryPhotoStore(), new Set<string>()];
    const tabs = (id: string) => {
      const marks = memoryStorage();
      return { marks, drafts: createChatPhotoDrafts(async () => store, marks, { tabs: tab(id, open) }) };
    };
    const [closed, staying] = [tabs('closed'), tabs('staying')];
    await closed.drafts.keep(7, { clientId: 'a', file: photo('a.png') });
    await staying.drafts.keep(8, { clientId: 'b', file: photo('b.png') });
    open.delete('closed');

    // reloaded, a tab is the same tab (its session storage keeps its id): its photo stays
    const reloaded = createChatPhotoDrafts(async () => store, staying.marks, { tabs: tab('staying', open) });
    await reloaded.sweep();
    expect([...store.data.keys()]).toEqual(['8']);
    expect((await reloaded.read(8))?.clientId).toBe('b');

    // a new tab's start (it holds its own mark first) leaves the other open tab's photo
    await tabs('new').drafts.sweep();
    expect([...store.data.keys()]).toEqual(['8']);
    expect(open).toEqual(new Set(['staying', 'new']));
  });

  it('a kept photo lasts a day at most: not given back after, and removed as the app starts', async () => {
    const store = memoryPhotoStore();
    let now = Date.parse('2026-12-01T10:00:00Z');
    const open = new Set<string>();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage(), {
      tabs: tab('one', open),
      now: () => now,
    });
    await drafts.keep(7, { clientId: 'a', file: photo('a.png') });
    await drafts.keep(8, { clientId: 'b', file: photo('b.png') });
    now += KEPT_PHOTO_MS - 1;
    await drafts.keep(8, { clientId: 'c', file: photo('c.png') });
    // a record an older version kept (no tab, no time) is not one any more
    store.data.set('9', { clientId: 'd', blob: new Blob(['x']), name: 'd.png', type: 'image/png' } as never);
    expect((await drafts.read(7))?.clientId).toBe('a');

    now += 1;
    expect(await drafts.read(7)).toBeNull();
    await drafts.sweep();
    expect([...store.data.keys()]).toEqual(['8']);
    expect((await drafts.read(8))?.clientId).toBe('c');
  });

  it('tells open tabs by Web Locks: a shared lock per tab id, held until the tab closes', async () => {
    const held = new Map<string, number>();
    const locks = {
      request: ((name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
        held.set(name, (held.get(name) ?? 0) + 1);
        return callback();
      }) as unknown as LockManager['request'],
      query: async () => ({ held: [...held.keys()].map((name) => ({ name, mode: 'shared' as const })) }),
    };
    const storage = memoryStorage();
    const first = lockedTabs(storage, locks);
    expect(await first.open()).toEqual(new Set());
    await first.hold();
    await first.hold();
    expect(held.size).toBe(1);
    // the same tab after a reload has the same id; another tab its own
    expect(lockedTabs(storage, locks).id).toBe(first.id);
    const other = lockedTabs(memoryStorage(), locks);
    expect(other.id).not.toBe(first.id);
    await other.hold();
    expect(await other.open()).toEqual(new Set([first.id, other.id]));
    // without Web Locks no tab can tell, and holding does not wait
    const unknown = lockedTabs(memoryStorage(), undefined);
    await unknown.hold();
    expect(await unknown.open()).toBeNull();
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
    // nor does the sweep as the app starts
    await expect(sweepChatPhotos()).resolves.toBeUndefined();
  });
});

/** A send whose answer the test gives when it wants (a slow upload). */
function heldSend() {
  let answer!: (value: string) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { send: () => promise, answer, refuse };
}

describe('a chat photo on its way', () => {
  it('is kept from the moment it is sent: the tab’s page reloaded before the answer finds it', async () => {
    const [store, marks, open] = [memoryPhotoStore(), memoryStorage(), new Set<string>()];
    const page = createChatPhotoDrafts(async () => store, marks, { tabs: tab('one', open) });
    const held = heldSend();
    void page.sending(7, { clientId: 'a', file: photo('a.png', 30) }, held.send).catch(() => undefined);
    await settled();
    expect(store.data.get('7')?.clientId).toBe('a');

    // the page is left (its request with it): the tab's next page, past the app's start, has it waiting
    const reloaded = createChatPhotoDrafts(async () => store, marks, { tabs: tab('one', open) });
    await reloaded.sweep();
    const kept = await reloaded.read(7);
    expect(kept?.clientId).toBe('a');
    expect(kept?.file.name).toBe('a.png');
    expect(kept?.file.size).toBe(30);
    // a tab closed meanwhile takes it along, as a refused photo (stop 54)
    open.delete('one');
    await createChatPhotoDrafts(async () => store, memoryStorage(), { tabs: tab('two', open) }).sweep();
    expect(store.data.size).toBe(0);
  });

  it('is forgotten once the server has it, even when the answer comes before the photo is stored', async () => {
    const [store, marks] = [memoryPhotoStore(), memoryStorage()];
    const page = createChatPhotoDrafts(async () => store, marks);
    const held = heldSend();
    const sent = page.sending(7, { clientId: 'a', file: photo('a.png') }, held.send);
    await settled();
    held.answer('sent');
    expect(await sent).toBe('sent');
    expect(await page.read(7)).toBeNull();
    await settled();
    expect(store.data.size).toBe(0);

    // an answer at once: the keep still on its way is undone when it is done
    expect(await page.sending(8, { clientId: 'b', file: photo('b.png') }, async () => 'quick')).toBe('quick');
    await settled();
    expect(store.data.size).toBe(0);
    expect(JSON.parse(marks.data['kindred.chat-photos']!)).toEqual({});
    expect(await createChatPhotoDrafts(async () => store, marks).read(8)).toBeNull();
  });

  it('stays when the server refuses it, unless the server will refuse it again', async () => {
    const [store, marks] = [memoryPhotoStore(), memoryStorage()];
    const page = createChatPhotoDrafts(async () => store, marks);
    const held = heldSend();
    const sent = page.sending(7, { clientId: 'a', file: photo('a.png') }, held.send);
    const noCredits = new Error('402');
    held.refuse(noCredits);
    await expect(sent).rejects.toBe(noCredits);
    expect((await page.read(7))?.clientId).toBe('a');

    const blocked = new Error('blocked');
    const refusedAgain = page.sending(
      8,
      { clientId: 'b', file: photo('b.png') },
      () => Promise.reject(blocked),
      (error) => error !== blocked,
    );
    await expect(refusedAgain).rejects.toBe(blocked);
    expect(await page.read(8)).toBeNull();
    await settled();
    expect([...store.data.keys()]).toEqual(['7']);
  });

  it('the page sending it gives it back only once the answer is there (left and back meanwhile)', async () => {
    const store = memoryPhotoStore();
    const drafts = createChatPhotoDrafts(async () => store, memoryStorage());
    const held = heldSend();
    const sent = drafts.sending(7, { clientId: 'a', file: photo('a.png') }, held.send).catch(() => undefined);
    let read: KeptChatPhoto | null | undefined;
    void drafts.read(7).then((kept) => {
      read = kept;
    });
    await settled();
    // on its way, it is not waiting in the composer (sending it again would cross the first send)
    expect(read).toBeUndefined();
    held.refuse(new Error('offline'));
    await sent;
    await settled();
    expect(read?.clientId).toBe('a');
  });
});

import { newClientId } from './client-id';
import { readStringRecord, session, type SimpleStorage } from './storage';

/**
 * A chat photo on its way, or one the server refused (no credits, offline…), kept so the member finds it
 * in the chat's composer after buying credits, or after leaving the page before the server answered,
 * instead of picking it again: kept as it is sent (`sending`), forgotten once the server has it. One per chat, keyed by the other member (as
 * the drafts are); the file goes into IndexedDB, since a file does not fit the tab's storage. Which photo
 * belongs to this tab is marked in session storage beside the drafts, so a photo goes with the tab as a
 * draft does, and is forgotten when it is sent, removed, its chat removed, or at logout. The file of a tab
 * that was closed, or of any tab a day after it was kept, is removed when the app next starts (`sweep`).
 * Without IndexedDB (a private window) the photo is simply not kept.
 */

/** The server's limit for a chat photo (messages.php takes at most 10 MB). */
export const MAX_CHAT_PHOTO_BYTES = 10 * 1024 * 1024;

/** How long a kept photo waits at most, even in a tab still open: a day. */
export const KEPT_PHOTO_MS = 24 * 60 * 60 * 1000;

/** A kept photo and its client id: sent again, it is the same message, charged once. */
export interface KeptChatPhoto {
  clientId: string;
  file: File;
}

/** What the store holds per chat (the file's bytes, name and type, so a File comes back). */
export interface KeptPhotoRecord {
  clientId: string;
  blob: Blob;
  name: string;
  type: string;
  /** The tab that kept it (OpenTabs.id). */
  tabId: string;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

/** Where the photos go: IndexedDB in the browser, a map in tests. */
export interface PhotoStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: KeptPhotoRecord): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  /** Every key with its value. */
  entries(): Promise<[string, unknown][]>;
}

/** The app's open tabs, so a photo kept by a tab since closed can be told apart (Web Locks in the browser). */
export interface OpenTabs {
  /** This tab's id: the same after a reload, as the tab's session storage is. */
  readonly id: string;
  /** Marks this tab open for as long as it lives; resolves once it is (at once where it cannot be). */
  hold(): Promise<void>;
  /** The ids of the tabs open now, or null where the browser cannot tell. */
  open(): Promise<Set<string> | null>;
}

export interface ChatPhotoDrafts {
  /** Keeps `photo` as the chat's one pending photo (in place of any earlier); false when it was not kept. */
  keep(memberId: number, photo: KeptChatPhoto): Promise<boolean>;
  /**
   * Sends `photo` by `send`, kept from the start until the server's answer: a page left meanwhile finds
   * it in the chat on return. Sent, it is forgotten; refused, it stays, unless `keepRefused` says the
   * server will refuse it again (too large, blocked). Answers (or throws) what `send` does, without
   * waiting for the store.
   */
  sending<T>(
    memberId: number,
    photo: KeptChatPhoto,
    send: () => Promise<T>,
    keepRefused?: (error: unknown) => boolean,
  ): Promise<T>;
  /**
   * The chat's pending photo, or null. A photo this page is still sending is not pending yet: the read
   * waits for its answer (a refused one is then given back, a sent one is not).
   */
  read(memberId: number): Promise<KeptChatPhoto | null>;
  /** Forgets the chat's photo (only the one with `clientId`, when given: a newer one stays). */
  forget(memberId: number, clientId?: string): void;
  /** Forgets every chat's photo (logout). */
  forgetAll(): void;
  /**
   * Removes the photos of tabs no longer open and those kept more than a day ago (and any record it cannot
   * read): run as the app starts. This tab is marked open first, so another tab's sweep leaves its photos.
   */
  sweep(): Promise<void>;
}

const MARKS_KEY = 'kindred.chat-photos';

function isRecord(value: unknown): value is KeptPhotoRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.clientId === 'string' &&
    record.blob instanceof Blob &&
    typeof record.name === 'string' &&
    typeof record.type === 'string' &&
    typeof record.tabId === 'string' &&
    typeof record.keptAt === 'number'
  );
}

/**
 * The drafts over `openStore` (null when there is no store: the photo is then not kept); `tabs` tells
 * which tabs are open, `now` the time (both the browser's unless given).
 */
export function createChatPhotoDrafts(
  openStore: () => Promise<PhotoStore | null>,
  marks: SimpleStorage = session,
  { tabs = lockedTabs(marks), now = Date.now }: { tabs?: OpenTabs; now?: () => number } = {},
): ChatPhotoDrafts {
  /** A record this tab may still use: readable and kept less than a day ago. */
  const fresh = (record: unknown): record is KeptPhotoRecord =>
    isRecord(record) && now() - record.keptAt < KEPT_PHOTO_MS;
  const readMarks = () => readStringRecord(marks, MARKS_KEY);
  const writeMarks = (next: Record<string, string>) => marks.setItem(MARKS_KEY, JSON.stringify(next));
  const unmark = (memberId: number) => {
    const { [memberId]: _mark, ...others } = readMarks();
    writeMarks(others);
  };
  /** Runs `work` on the store; no store, or a failing one (quota, private mode), does nothing. */
  const withStore = async <T>(work: (store: PhotoStore) => Promise<T>, otherwise: T): Promise<T> => {
    try {
      const store = await openStore();
      return store ? await work(store) : otherwise;
    } catch {
      return otherwise;
    }
  };

  /** The sends of this page still on their way, with what follows them in the store, per chat. */
  const onTheirWay = new Map<number, Set<Promise<unknown>>>();
  /** How many times every photo was forgotten (logout): a keep that spans one is undone. */
  let forgetAlls = 0;

  const drafts: ChatPhotoDrafts = {
    async keep(memberId, { clientId, file }) {
      if (file.size === 0 || file.size > MAX_CHAT_PHOTO_BYTES) return false;
      const record: KeptPhotoRecord = {
        clientId,
        blob: file,
        name: file.name,
        type: file.type,
        tabId: tabs.id,
        keptAt: now(),
      };
      const forgetAllsBefore = forgetAlls;
      // the tab is marked open before its photo is stored, so another tab's sweep never takes it for closed
      await tabs.hold();
      const stored = await withStore((store) => store.put(String(memberId), record).then(() => true), false);
      if (stored && forgetAlls !== forgetAllsBefore) {
        // logged out meanwhile: stored after the store was cleared, it is not for whoever logs in next
        await withStore(async (store) => {
          const there = await store.get(String(memberId));
          if (isRecord(there) && there.clientId === clientId) await store.delete(String(memberId));
        }, undefined);
        return false;
      }
      // marked once it is stored: a mark never points at a photo that is not there
      if (stored) writeMarks({ ...readMarks(), [memberId]: clientId });
      return stored;
    },
    sending(memberId, photo, send, keepRefused = () => true) {
      const kept = drafts.keep(memberId, photo);
      const answer = send();
      // forgotten once it is kept and the answer says so: a forget before the keep is done would miss it
      const done = Promise.all([kept, answer.then(() => false, keepRefused)]).then(
        ([, keep]) => {
          if (!keep) drafts.forget(memberId, photo.clientId);
        },
        () => undefined,
      );
      const chat = onTheirWay.get(memberId) ?? new Set();
      onTheirWay.set(memberId, chat.add(done));
      void done.then(() => {
        chat.delete(done);
        if (!chat.size && onTheirWay.get(memberId) === chat) onTheirWay.delete(memberId);
      });
      return answer;
    },
    async read(memberId) {
      // a send of this page still on its way first (it was left and came back to): the photo waits for it
      const ahead = onTheirWay.get(memberId);
      if (ahead) await Promise.all(ahead);
      const clientId = readMarks()[memberId];
      if (clientId === undefined) return null;
      const record = await withStore((store) => store.get(String(memberId)), null);
      if (fresh(record) && record.clientId === clientId)
        return { clientId, file: new File([record.blob], record.name, { type: record.type }) };
      // another tab's photo, one gone from the store or a day old: not this chat's any more
      if (readMarks()[memberId] === clientId) unmark(memberId);
      if (isRecord(record) && record.clientId === clientId)
        void withStore((store) => store.delete(String(memberId)), undefined);
      return null;
    },
    forget(memberId, clientId) {
      const mark = readMarks()[memberId];
      if (mark === undefined || (clientId !== undefined && mark !== clientId)) return;
      // the mark goes at once, so a read meanwhile finds nothing; the file follows
      unmark(memberId);
      void withStore((store) => store.delete(String(memberId)), undefined);
    },
    forgetAll() {
      forgetAlls++;
      writeMarks({});
      void withStore((store) => store.clear(), undefined);
    },
    async sweep() {
      await tabs.hold();
      await withStore(async (store) => {
        // the records before the open tabs: a tab holds its mark before it stores, so a record read here
        // has its tab's mark in the answer that follows, while that tab is open
        const entries = await store.entries();
        const open = entries.length ? await tabs.open() : null;
        const stale = entries.filter(
          ([, record]) => !fresh(record) || (open !== null && !open.has(record.tabId)),
        );
        await Promise.all(stale.map(([key]) => store.delete(key)));
      }, undefined);
    },
  };
  return drafts;
}

const TAB_KEY = 'kindred.tab';
const TAB_LOCK = 'kindred.tab:';

/**
 * The browser's tabs of the app, told by Web Locks: each tab holds a shared lock named by its id (kept in
 * its session storage, so a reload is the same tab, and a duplicated tab shares it) until it is closed.
 * Without Web Locks no tab can tell which are open (`open` answers null).
 */
export function lockedTabs(
  storage: SimpleStorage = session,
  locks: Pick<LockManager, 'request' | 'query'> | undefined = globalThis.navigator?.locks,
): OpenTabs {
  let id = storage.getItem(TAB_KEY);
  if (!id) {
    id = newClientId();
    storage.setItem(TAB_KEY, id);
  }
  const name = TAB_LOCK + id;
  let holding: Promise<void> | null = null;
  return {
    id,
    hold() {
      holding ??= new Promise<void>((resolve) => {
        if (!locks) return resolve();
        // granted once and never given back: the browser lets go of it with the tab
        locks
          .request(name, { mode: 'shared' }, () => {
            resolve();
            return new Promise<never>(() => undefined);
          })
          .catch(() => resolve());
      });
      return holding;
    },
    async open() {
      if (!locks) return null;
      try {
        const { held = [] } = await locks.query();
        return new Set(
          held.flatMap((lock) => (lock.name?.startsWith(TAB_LOCK) ? [lock.name.slice(TAB_LOCK.length)] : [])),
        );
      } catch {
        return null;
      }
    },
  };
}

const DATABASE = 'kindred-chat-photos';
const STORE = 'photos';

let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      // private windows of some browsers have none, or refuse to open one
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const database = request.result;
        // a newer version of the app wants the database: let it, and open again when needed
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
) {
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

/** The browser's IndexedDB as a PhotoStore; null where there is none. */
export async function openIndexedDbPhotoStore(): Promise<PhotoStore | null> {
  const database = await openDatabase();
  if (!database) return null;
  return {
    get: (key) => run(database, 'readonly', (store) => store.get(key)),
    put: (key, value) => run(database, 'readwrite', (store) => store.put(value, key)).then(() => undefined),
    delete: (key) => run(database, 'readwrite', (store) => store.delete(key)),
    clear: () => run(database, 'readwrite', (store) => store.clear()),
    entries: () =>
      new Promise((resolve, reject) => {
        const transaction = database.transaction(STORE, 'readonly');
        const keys = transaction.objectStore(STORE).getAllKeys();
        const values = transaction.objectStore(STORE).getAll();
        transaction.oncomplete = () =>
          resolve(keys.result.map((key, index) => [String(key), values.result[index] as unknown]));
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
      }),
  };
}

/** Whether the photos' database may exist (false only where the browser says it does not). */
async function photoDatabaseMayExist(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    if (typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((database) => database.name === DATABASE);
  } catch {
    return true;
  }
}

const drafts = createChatPhotoDrafts(openIndexedDbPhotoStore);

/** The sweep as the app starts; a browser that never kept a photo is not given a database for it. */
export async function sweepChatPhotos(): Promise<void> {
  if (await photoDatabaseMayExist()) await drafts.sweep();
}

export const keepChatPhoto = drafts.keep;
export const sendingChatPhoto = drafts.sending;
export const readChatPhoto = drafts.read;
export const forgetChatPhoto = drafts.forget;
export const forgetChatPhotos = drafts.forgetAll;

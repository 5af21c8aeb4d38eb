import { readStringRecord, session, type SimpleStorage } from './storage';

/**
 * A chat photo the server refused (no credits, offline…), kept so the member finds it in the chat's
 * composer after buying credits instead of picking it again. One per chat, keyed by the other member (as
 * the drafts are); the file goes into IndexedDB, since a file does not fit the tab's storage. Which photo
 * belongs to this tab is marked in session storage beside the drafts, so a photo goes with the tab as a
 * draft does, and is forgotten when it is sent, removed, its chat removed, or at logout.
 * Without IndexedDB (a private window) the photo is simply not kept.
 */

/** The server's limit for a chat photo (messages.php takes at most 10 MB). */
export const MAX_CHAT_PHOTO_BYTES = 10 * 1024 * 1024;

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
}

/** Where the photos go: IndexedDB in the browser, a map in tests. */
export interface PhotoStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: KeptPhotoRecord): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface ChatPhotoDrafts {
  /** Keeps `photo` as the chat's one pending photo (in place of any earlier); false when it was not kept. */
  keep(memberId: number, photo: KeptChatPhoto): Promise<boolean>;
  /** The chat's pending photo, or null. */
  read(memberId: number): Promise<KeptChatPhoto | null>;
  /** Forgets the chat's photo (only the one with `clientId`, when given: a newer one stays). */
  forget(memberId: number, clientId?: string): void;
  /** Forgets every chat's photo (logout). */
  forgetAll(): void;
}

const MARKS_KEY = 'kindred.chat-photos';

function isRecord(value: unknown): value is KeptPhotoRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.clientId === 'string' &&
    record.blob instanceof Blob &&
    typeof record.name === 'string' &&
    typeof record.type === 'string'
  );
}

/** The drafts over `openStore` (null when there is no store: the photo is then not kept). */
export function createChatPhotoDrafts(
  openStore: () => Promise<PhotoStore | null>,
  marks: SimpleStorage = session,
): ChatPhotoDrafts {
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

  return {
    async keep(memberId, { clientId, file }) {
      if (file.size === 0 || file.size > MAX_CHAT_PHOTO_BYTES) return false;
      const record: KeptPhotoRecord = { clientId, blob: file, name: file.name, type: file.type };
      const stored = await withStore((store) => store.put(String(memberId), record).then(() => true), false);
      // marked once it is stored: a mark never points at a photo that is not there
      if (stored) writeMarks({ ...readMarks(), [memberId]: clientId });
      return stored;
    },
    async read(memberId) {
      const clientId = readMarks()[memberId];
      if (clientId === undefined) return null;
      const record = await withStore((store) => store.get(String(memberId)), null);
      if (isRecord(record) && record.clientId === clientId)
        return { clientId, file: new File([record.blob], record.name, { type: record.type }) };
      // another tab's photo, or one gone from the store: not this chat's any more
      if (readMarks()[memberId] === clientId) unmark(memberId);
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
      writeMarks({});
      void withStore((store) => store.clear(), undefined);
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
  };
}

const drafts = createChatPhotoDrafts(openIndexedDbPhotoStore);

export const keepChatPhoto = drafts.keep;
export const readChatPhoto = drafts.read;
export const forgetChatPhoto = drafts.forget;
export const forgetChatPhotos = drafts.forgetAll;

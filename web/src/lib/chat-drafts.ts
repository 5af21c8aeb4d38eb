import { useSyncExternalStore } from 'react';
import { forgetChatPhoto, forgetChatPhotos } from './chat-photo-drafts';
import { readStringRecord, session } from './storage';

/**
 * What a member has typed in a chat and not sent, per other member: kept while they open another chat
 * or page and come back (the chats beside a conversation make that one click), shown in the chat's row
 * ("Draft: …"). In the tab's session storage, so it goes with the tab, and forgotten at logout
 * (clearSession): a shared device keeps nobody's unsent words.
 */
const KEY = 'kindred.chat-drafts';
/** Far above any site's message_length; a pasted book is not kept whole. */
const MAX_CHARACTERS = 10_000;

type Drafts = Record<string, string>;

const listeners = new Set<() => void>();

function read(): Drafts {
  return readStringRecord(session, KEY);
}

function write(next: Drafts): void {
  session.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** The unsent text for the chat with `memberId` ('' when there is none). */
export function readChatDraft(memberId: number): string {
  return read()[memberId] ?? '';
}

/** Keeps `text` as the chat's draft; a blank text (sent, or cleared) removes it. */
export function saveChatDraft(memberId: number, text: string): void {
  const drafts = read();
  const kept = text.trim() === '' ? '' : text.slice(0, MAX_CHARACTERS);
  if ((drafts[memberId] ?? '') === kept) return;
  const { [memberId]: _previous, ...others } = drafts;
  write(kept ? { ...others, [memberId]: kept } : others);
}

/** Forgets every draft, every unsent message and every kept photo (logout). */
export function forgetChatDrafts(): void {
  forgetChatPhotos();
  if (Object.keys(read()).length > 0) write({});
  if (Object.keys(readUnsent()).length > 0) writeUnsent({});
}

/** Forgets what was typed for the chat with `memberId`: its draft, unsent messages and photo (a removed chat). */
export function forgetChatDraft(memberId: number): void {
  saveChatDraft(memberId, '');
  forgetChatPhoto(memberId);
  const unsent = readUnsent();
  if (!(memberId in unsent)) return;
  const { [memberId]: _removed, ...others } = unsent;
  writeUnsent(others);
}

/**
 * A message the member sent and the server has not taken yet (on its way, or refused: no credits, offline):
 * kept beside the drafts, so leaving the chat (to buy credits) does not lose it. Its client id goes with it:
 * sent again, it is the same message, charged once. A text or a gift; a refused photo (a file) is kept
 * apart, in IndexedDB (chat-photo-drafts.ts).
 */
export type UnsentMessage = { clientId: string; at: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'gift'; giftId: number; giftName: string | null; giftImage: string | null }
);

const UNSENT_KEY = 'kindred.chat-unsent';
/** The most unsent messages kept per chat (the newest). */
const MAX_UNSENT = 20;

type Unsent = Record<string, UnsentMessage[]>;

function isUnsentMessage(value: unknown): value is UnsentMessage {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  if (typeof item.clientId !== 'string' || typeof item.at !== 'string') return false;
  if (item.kind === 'text') return typeof item.text === 'string';
  return item.kind === 'gift' && typeof item.giftId === 'number';
}

function readUnsent(): Unsent {
  try {
    const parsed: unknown = JSON.parse(session.getItem(UNSENT_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const unsent: Unsent = {};
    for (const [memberId, items] of Object.entries(parsed)) {
      const kept = Array.isArray(items) ? items.filter(isUnsentMessage) : [];
      if (kept.length > 0) unsent[memberId] = kept;
    }
    return unsent;
  } catch {
    return {};
  }
}

function writeUnsent(next: Unsent): void {
  session.setItem(UNSENT_KEY, JSON.stringify(next));
}

/** The messages of the chat with `memberId` that were not sent, oldest first. */
export function readUnsentMessages(memberId: number): UnsentMessage[] {
  return readUnsent()[memberId] ?? [];
}

/** Keeps `message` as not sent yet (before it goes: the page may be left before the answer). */
export function keepUnsentMessage(memberId: number, message: UnsentMessage): void {
  const unsent = readUnsent();
  const kept =
    message.kind === 'text' ? { ...message, text: message.text.slice(0, MAX_CHARACTERS) } : message;
  const others = (unsent[memberId] ?? []).filter((item) => item.clientId !== message.clientId);
  writeUnsent({ ...unsent, [memberId]: [...others, kept].slice(-MAX_UNSENT) });
}

/** Forgets an unsent message: the server took it, or the member deleted it. */
export function forgetUnsentMessage(memberId: number, clientId: string): void {
  const unsent = readUnsent();
  const items = unsent[memberId];
  if (!items?.some((item) => item.clientId === clientId)) return;
  const { [memberId]: _items, ...others } = unsent;
  const left = items.filter((item) => item.clientId !== clientId);
  writeUnsent(left.length > 0 ? { ...others, [memberId]: left } : others);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The chat's draft, kept current as it is typed elsewhere on the page (the conversation beside the
 * list); a string, so the same text is the same snapshot.
 */
export function useChatDraft(memberId: number): string {
  return useSyncExternalStore(subscribe, () => readChatDraft(memberId));
}

import { useSyncExternalStore } from 'react';
import { session } from './storage';

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
  try {
    const parsed: unknown = JSON.parse(session.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
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

/** Forgets every draft (logout). */
export function forgetChatDrafts(): void {
  if (Object.keys(read()).length > 0) write({});
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

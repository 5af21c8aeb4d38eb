import type { ChatSummary } from '../api/types';

/** From this many chats a list can be searched and cut to the unread ones. */
export const FILTER_FROM = 5;

export interface ChatFilter {
  /** part of the other member's name, as typed */
  query: string;
  unreadOnly: boolean;
}

/** Every chat: nothing looked for. */
export const NO_FILTER: ChatFilter = { query: '', unreadOnly: false };

/** Whether the filter leaves any chat out. */
export function isFiltering({ query, unreadOnly }: ChatFilter): boolean {
  return unreadOnly || query.trim() !== '';
}

/** A name as a search compares it: without case or accents ("Zoë" is found by "zoe"). */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The chats the filter lets through, in their order; `keepRead` keeps a chat among the unread ones once
 * it is read (the chat open beside the list, which opening it just read).
 */
export function filterChats(
  chats: readonly ChatSummary[],
  { query, unreadOnly }: ChatFilter,
  keepRead: (chat: ChatSummary) => boolean = () => false,
): ChatSummary[] {
  const wanted = searchable(query.trim());
  return chats.filter(
    (chat) =>
      (!unreadOnly || chat.num_unread_messages > 0 || keepRead(chat)) &&
      (wanted === '' || searchable(chat.profile.name).includes(wanted)),
  );
}

import type { ChatSummary } from '../api/types';

export interface ChatFilter {
  /** part of the other member's name, as typed */
  query: string;
  unreadOnly: boolean;
}

/** A name as a search compares it: without case or accents ("Zoë" is found by "zoe"). */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** The chats the filter lets through, in their order. */
export function filterChats(chats: readonly ChatSummary[], { query, unreadOnly }: ChatFilter): ChatSummary[] {
  const wanted = searchable(query.trim());
  return chats.filter(
    (chat) =>
      (!unreadOnly || chat.num_unread_messages > 0) &&
      (wanted === '' || searchable(chat.profile.name).includes(wanted)),
  );
}

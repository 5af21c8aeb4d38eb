import type { QueryClient } from '@tanstack/react-query';
import { CHATS_QUERY_KEY, chatsQueryOptions } from '../api/chats';
import type { ChatLastMessage, ChatProfile, ChatsResponse, MessageEvent } from '../api/types';
import { chatOf, lastMessageOf } from './chat-cache';

/** A message from another member, told on whatever page the member is: who wrote, what, and where. */
export interface IncomingMessage {
  conversationId: number;
  profile: ChatProfile;
  last: ChatLastMessage;
}

/**
 * The message with its writer's card, from the chat list (loaded for it when the list does not have the
 * chat: a first message, or a list never opened); null when the chat is not in the member's list.
 */
export async function incomingMessageOf(
  queryClient: QueryClient,
  { conversation_id, message }: MessageEvent,
): Promise<IncomingMessage | null> {
  const chat =
    chatOf(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY), conversation_id) ??
    chatOf(await queryClient.fetchQuery({ ...chatsQueryOptions, staleTime: 0 }), conversation_id);
  return chat
    ? { conversationId: conversation_id, profile: chat.profile, last: lastMessageOf(message) }
    : null;
}

/** The pages where the chat itself shows a new message (the list, a conversation, the chats beside it). */
export function showsChats(pathname: string): boolean {
  return /^\/chats(\/|$)/.test(pathname) || /^\/members\/\d+\/chat\/?$/.test(pathname);
}

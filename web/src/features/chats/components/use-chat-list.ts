import { useState } from 'react';
import { usePollInterval } from '../../../lib/polling';
import { useChats } from '../api/chats';
import { useChatsBeingRemoved } from '../api/remove-chat';

/**
 * The member's chats as a list shows them, on /chats and beside a conversation: polled while shown
 * (SPEC §4; the badge polls only the count), without those being removed, and the time the list was
 * first drawn (its times are coarse labels, they need not tick).
 */
export function useChatList() {
  const chats = useChats({ enabled: true, pollMs: usePollInterval() });
  const beingRemoved = useChatsBeingRemoved();
  const [now] = useState(() => new Date());
  const shown = chats.data?.chats.filter((chat) => !beingRemoved(chat)) ?? [];
  return { chats, shown, now };
}

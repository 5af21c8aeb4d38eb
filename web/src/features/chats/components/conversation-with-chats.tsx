import { minWidth } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ConversationTarget } from '../api/messages';
import { ChatsAside } from './chats-aside';
import { ConversationPage } from './conversation-page';

function keyOf(target: ConversationTarget): string {
  return 'conversationId' in target ? `conversation-${target.conversationId}` : `member-${target.memberId}`;
}

/**
 * A conversation, with the member's chats beside it from the lg breakpoint up (phones: the chat alone).
 * Only the conversation starts anew for another chat: the list stays, scrolled where the member left it.
 */
export function ConversationWithChats({
  routeName,
  target,
}: {
  routeName: string;
  target: ConversationTarget;
}) {
  const wide = useMediaQuery(minWidth('lg'));
  return (
    <div className="chat-split">
      {wide ? <ChatsAside open={target} /> : null}
      <ConversationPage key={keyOf(target)} routeName={routeName} target={target} />
    </div>
  );
}

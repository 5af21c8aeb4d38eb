import { minWidth } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ConversationTarget } from '../api/messages';
import { ChatsAside } from './chats-aside';
import { ConversationPage } from './conversation-page';

/** A conversation, with the member's chats beside it from the lg breakpoint up (phones: the chat alone). */
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
      <ConversationPage routeName={routeName} target={target} />
    </div>
  );
}

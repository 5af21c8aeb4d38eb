import { Command } from '@nestjs/cqrs';

/** Removes from the member's list one conversation, or every conversation with one member (SPEC §4). */
export class RemoveChatCommand extends Command<void> {
  constructor(
    readonly memberId: number,
    readonly which: { conversationId: number } | { profileId: number },
  ) {
    super();
  }
}

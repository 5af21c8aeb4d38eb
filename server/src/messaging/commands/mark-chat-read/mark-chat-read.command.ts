import { Command } from '@nestjs/cqrs';

/** The member opened conversation `conversationId`: its unread count becomes 0; answers the member's unread total. */
export class MarkChatReadCommand extends Command<number> {
  constructor(
    readonly memberId: number,
    readonly conversationId: number,
  ) {
    super();
  }
}

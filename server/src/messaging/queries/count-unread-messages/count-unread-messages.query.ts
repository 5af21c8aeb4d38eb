import { Query } from '@nestjs/cqrs';

/** The member's unread messages over the chats they see: chats.php's `unread` (a push's badge). */
export class CountUnreadMessagesQuery extends Query<number> {
  constructor(readonly memberId: number) {
    super();
  }
}

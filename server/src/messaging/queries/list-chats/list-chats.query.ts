import { Query } from '@nestjs/cqrs';
import type { ChatsResponse } from './chats.response';

/** The member's conversations, newest activity first, with unread counts. */
export class ListChatsQuery extends Query<ChatsResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { ChatsResponse } from './chats.response';

/** The member's conversations, newest activity first, with unread counts; gifts named in `locale`. */
export class ListChatsQuery extends Query<ChatsResponse> {
  constructor(
    readonly memberId: number,
    readonly locale: Locale,
  ) {
    super();
  }
}

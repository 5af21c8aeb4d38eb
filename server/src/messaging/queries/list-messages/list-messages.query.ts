import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { MessageTarget } from '../../commands/send-message/send-message.command';
import type { MessagesResponse } from './messages.response';

/** A page of a conversation as the member sees it, by conversation or by the other member. */
export class ListMessagesQuery extends Query<MessagesResponse> {
  constructor(
    readonly memberId: number,
    readonly target: MessageTarget,
    readonly before: number | null,
    readonly locale: Locale,
  ) {
    super();
  }
}

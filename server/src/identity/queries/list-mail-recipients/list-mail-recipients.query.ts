import { Query } from '@nestjs/cqrs';

export interface MailRecipientsFilter {
  /** Only accounts of this status, when given. */
  status?: 'not_confirmed' | 'activated';
  /** Only these accounts, when given. */
  ids?: number[];
  /** Signed up before this time (exclusive), when given. */
  signedUpBefore?: Date;
  /** Signed up at or after this time, when given. */
  signedUpSince?: Date;
  /** Keyset paging: ids greater than this one (0 for the first page). */
  afterId: number;
  /** At most 1,000. */
  limit: number;
}

export interface MailRecipient {
  id: number;
  /** The name the member goes by (their profile's), for the greeting. */
  name: string;
}

/**
 * Live accounts (not deleted, not erased) whose mail no bounce, complaint or unsubscribe notice switched
 * off (`notifications_disabled` empty), ids ascending: the members scheduled mails may go to
 * (notifications' reminders and weekly updates walk them a page at a time).
 */
export class ListMailRecipientsQuery extends Query<MailRecipient[]> {
  constructor(readonly filter: MailRecipientsFilter) {
    super();
  }
}

import { Command, Query } from '@nestjs/cqrs';
import type { EmailNotificationType } from '../../../notifications.contracts';

export interface UnsubscribeTargetView {
  memberId: number;
  type: EmailNotificationType;
  /** The member's language: the page speaks the language the mail did. */
  language: string;
}

/** The one-click unsubscribe (RFC 8058): switches the token's type off for its member; null for a bad token. */
export class UnsubscribeCommand extends Command<UnsubscribeTargetView | null> {
  constructor(readonly token: unknown) {
    super();
  }
}

/** Whom and which type an unsubscribe token names, for the confirmation page; null for a bad token. */
export class CheckUnsubscribeTokenQuery extends Query<UnsubscribeTargetView | null> {
  constructor(readonly token: unknown) {
    super();
  }
}

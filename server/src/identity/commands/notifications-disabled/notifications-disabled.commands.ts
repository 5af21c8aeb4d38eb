import { Command } from '@nestjs/cqrs';
import type { NotificationsDisabledReason } from '../../domain/notifications-disabled';

/** Records why the account gets no more notification mails (a bounce, a complaint, an unsubscribe). */
export class DisableNotificationsCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly accountId: number,
    readonly reason: NotificationsDisabledReason,
  ) {
    super();
  }
}

/**
 * The same for every account of an address (the mail provider knows addresses only); answers the ids of
 * the accounts that have it, none when no account does.
 */
export class DisableNotificationsByEmailCommand extends Command<{ accountIds: number[] }> {
  constructor(
    readonly email: string,
    readonly reason: NotificationsDisabledReason,
  ) {
    super();
  }
}

/** The member turns notification mails on again: every reason is cleared. */
export class EnableNotificationsCommand extends Command<{ changed: boolean }> {
  constructor(readonly accountId: number) {
    super();
  }
}

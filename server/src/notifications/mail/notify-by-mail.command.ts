import { Command } from '@nestjs/cqrs';
import type { EmailNotificationType } from '../notifications.contracts';

/**
 * Mails a member a notification (docs/api.md, "Notification mails"): unless the type is `account`
 * (transactional), only when the member has that type switched on and their address is not disabled
 * (bounce, complaint, list unsubscribe); rendered from `templates/<template>.(subject|txt|html).hbs` in
 * the member's language, with RFC 8058 one-click unsubscribe headers for every type but `account`, and
 * queued on the mail queue (retries with backoff). The same `dedupeKey` never makes a second mail.
 * Answers whether a mail was queued by this call.
 */
export class NotifyByMailCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly memberId: number,
    readonly type: EmailNotificationType | 'account',
    readonly template: string,
    readonly params: Record<string, unknown>,
    readonly dedupeKey: string,
  ) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountReadsRepository } from '../../database/account-reads.repository';
import {
  GetNotificationRecipientQuery,
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationRecipient,
  type NotificationsDisabledReason,
} from '../../identity.contracts';

const REASONS: ReadonlySet<string> = new Set(NOTIFICATIONS_DISABLED_REASONS);

@QueryHandler(GetNotificationRecipientQuery)
export class GetNotificationRecipientHandler implements IQueryHandler<GetNotificationRecipientQuery> {
  constructor(private readonly accounts: AccountReadsRepository) {}

  async execute({ accountId, cached }: GetNotificationRecipientQuery): Promise<NotificationRecipient | null> {
    const row = cached
      ? await this.accounts.cachedNotificationRecipient(accountId)
      : await this.accounts.notificationRecipient(accountId);
    if (!row) return null;
    return {
      accountId: row.id,
      siteId: row.site_id,
      email: row.deleted ? null : row.email,
      language: row.language,
      notificationsDisabled: row.notifications_disabled.filter(
        (reason): reason is NotificationsDisabledReason => REASONS.has(reason),
      ),
    };
  }
}

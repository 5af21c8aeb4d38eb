import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetNotificationRecipientQuery } from '../../../../identity/identity.contracts';
import { NotificationPreferencesRepository } from '../../../database/notification-preferences.repository';
import {
  GetNotificationPreferencesQuery,
  type NotificationPreferences,
} from '../../../notifications.contracts';
import { switchesOf } from '../../preferences-view';

/**
 * The member's switches (defaults when they never changed any) with identity's part: why notifications
 * are off, the language, the address. Read fresh unless asked for the cached copy, so a bounce stops the
 * next mail.
 */
@QueryHandler(GetNotificationPreferencesQuery)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferencesQuery> {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({
    memberId,
    cached,
  }: GetNotificationPreferencesQuery): Promise<NotificationPreferences | null> {
    const [recipient, row] = await Promise.all([
      this.queryBus.execute(new GetNotificationRecipientQuery(memberId, cached)),
      cached ? this.preferences.findCached(memberId) : this.preferences.find(memberId),
    ]);
    if (!recipient) return null;
    return {
      ...switchesOf(row),
      notificationsDisabled: recipient.notificationsDisabled,
      language: recipient.language,
      emailAddress: recipient.email,
    };
  }
}

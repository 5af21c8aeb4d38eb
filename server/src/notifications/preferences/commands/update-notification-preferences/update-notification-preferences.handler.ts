import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EnableNotificationsCommand } from '../../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { ApiError } from '../../../../shared/errors/api-error';
import { NotificationPreferencesRepository } from '../../../database/notification-preferences.repository';
import {
  GetNotificationPreferencesQuery,
  type NotificationPreferences,
} from '../../../notifications.contracts';
import { changesSwitches, parsePreferencesChange } from '../../domain/preferences-change';
import { UpdateNotificationPreferencesCommand } from './update-notification-preferences.command';

/**
 * Checks the whole change first (a bad part refuses all of it), then sets only the switches it names in
 * one statement, so two changes at once to different switches both land; `enable_email` clears
 * identity's `notifications_disabled`. Answers the preferences as they are after it.
 */
@CommandHandler(UpdateNotificationPreferencesCommand)
export class UpdateNotificationPreferencesHandler implements ICommandHandler<UpdateNotificationPreferencesCommand> {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, body }: UpdateNotificationPreferencesCommand): Promise<NotificationPreferences> {
    const parsed = parsePreferencesChange(body ?? {});
    if (!parsed.ok) {
      throw new ApiError(400, parsed.code, parsed.messageKey, {}, { [parsed.field]: parsed.messageKey });
    }
    const { change } = parsed;
    if (changesSwitches(change)) {
      await this.preferences.change(memberId, change, this.clock.now());
    }
    if (change.enableEmail) await this.commandBus.execute(new EnableNotificationsCommand(memberId));
    const current = await this.queryBus.execute(new GetNotificationPreferencesQuery(memberId));
    if (!current) throw ApiError.authenticationRequired();
    return current;
  }
}

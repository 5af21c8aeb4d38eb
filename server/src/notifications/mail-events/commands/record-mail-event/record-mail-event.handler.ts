import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DisableNotificationsByEmailCommand,
  isEmail,
  type NotificationsDisabledReason,
} from '../../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { AppConfigService } from '../../../../shared/config/app-config.service';
import { ApiError } from '../../../../shared/errors/api-error';
import { isAuthenticMailEvent } from '../../mail-event-auth';
import { type MailEventResult, RecordMailEventCommand } from './record-mail-event.command';

/** The provider's names for its notices, and what each records in `notifications_disabled`. */
const REASON_BY_EVENT: Readonly<Record<string, NotificationsDisabledReason>> = {
  bounce: 'bounce',
  complaint: 'fbl',
  fbl: 'fbl',
  unsubscribe: 'listunsubscribe',
  listunsubscribe: 'listunsubscribe',
};

/**
 * Checks who sent the notice first (nothing about the body is said to a stranger), then records the
 * reason on every account of the address. A repeated notice changes nothing more.
 */
@CommandHandler(RecordMailEventCommand)
export class RecordMailEventHandler implements ICommandHandler<RecordMailEventCommand> {
  private readonly logger = new Logger('MailEvents');

  constructor(
    private readonly config: AppConfigService,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ credentials, body }: RecordMailEventCommand): Promise<MailEventResult> {
    const configured = this.config.get('MAIL_EVENTS_SECRET');
    if (!configured) this.logger.warn('a mail event was refused: MAIL_EVENTS_SECRET is not set');
    const notice = { event: body?.event, email: body?.email };
    if (!isAuthenticMailEvent(configured, credentials, notice, this.clock.now())) {
      throw new ApiError(401, 'invalid_mail_event_credentials', 'notificationPrefs.mail_events_unauthorized');
    }
    const reason = typeof notice.event === 'string' ? REASON_BY_EVENT[notice.event] : undefined;
    const email = typeof notice.email === 'string' ? notice.email.trim() : '';
    if (!reason || !isEmail(email)) {
      throw ApiError.badRequest('invalid_mail_event', 'notificationPrefs.invalid_mail_event');
    }
    const { accountIds } = await this.commandBus.execute(
      new DisableNotificationsByEmailCommand(email, reason),
    );
    return { ok: true, recorded: reason, accounts: accountIds.length };
  }
}

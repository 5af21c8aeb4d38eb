import { Command } from '@nestjs/cqrs';
import type { UncheckedBody } from '../../../../shared/http/unchecked-body';
import type { NotificationPreferences } from '../../../notifications.contracts';

/** A PUT of notifications.php: any of the switches, the frequencies, and `enable_email: true`. */
export class UpdateNotificationPreferencesCommand extends Command<NotificationPreferences> {
  constructor(
    readonly memberId: number,
    readonly body: UncheckedBody,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { UncheckedBody } from '../../../../shared/http/unchecked-body';
import type { MailEventCredentials } from '../../mail-event-auth';

export interface MailEventResult {
  ok: true;
  /** What was recorded: bounce, fbl or listunsubscribe. */
  recorded: 'bounce' | 'fbl' | 'listunsubscribe';
  /** How many accounts have the address (0 when none: nothing to do, and no error, so no retries). */
  accounts: number;
}

/** A bounce, complaint or unsubscribe notice from the mail provider (POST /api/mail-events.php). */
export class RecordMailEventCommand extends Command<MailEventResult> {
  constructor(
    readonly credentials: MailEventCredentials,
    readonly body: UncheckedBody,
  ) {
    super();
  }
}

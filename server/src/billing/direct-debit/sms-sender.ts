import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
import { SmsOutboxRepository } from '../database/sms-outbox.repository';

/** Sends a text message. Production plugs in an SMS gateway behind this interface (docs/operations.md). */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/**
 * Development and tests: the message goes to the sms_outbox table (and, outside production, the log),
 * nowhere else. Texts carry one-time codes, so production never logs them.
 */
@Injectable()
export class OutboxSmsSender implements SmsSender {
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly outbox: SmsOutboxRepository,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await this.outbox.add(phone, text, this.clock.now());
    this.logger.log(smsLogLine(this.config.get('NODE_ENV'), phone, text));
  }
}

/** What the log says of a text: its words only outside production, where they hold no real code. */
export function smsLogLine(environment: string, phone: string, text: string): string {
  const to = `${phone.slice(0, 3)}…${phone.slice(-3)}`;
  return environment === 'production' ? `to ${to}: ${text.length} characters` : `to ${to}: ${text}`;
}

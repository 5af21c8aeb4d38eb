import { Process, Processor } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import type { Job } from 'bull';
import { AppConfigService } from '../config/app-config.service';
import { QUEUES } from '../queues/queue-names';
import type { EmailMessage } from './send-email.command';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

export const SEND_EMAIL_JOB = 'send-email';

@Processor(QUEUES.mail)
export class MailProcessor {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly config: AppConfigService,
  ) {}

  @Process(SEND_EMAIL_JOB)
  async send(job: Job<EmailMessage>): Promise<void> {
    await this.transport.send(job.data, this.config.get('MAIL_FROM'));
  }
}

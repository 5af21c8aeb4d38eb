import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { AppConfigService } from '../shared/config/app-config.service';
import { SendEmailHandler } from './commands/send-email/send-email.handler';
import { MailProcessor } from './jobs/mail.processor';
import { MAIL_TRANSPORT, type MailTransport } from './transport/mail-transport';
import { OutboxTransport } from './transport/outbox.transport';
import { SmtpTransport } from './transport/smtp.transport';

/** E-mail now; push, preferences and reminder jobs arrive with the notifications issue. */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService): MailTransport => {
        const smtp = config.get('SMTP_URL');
        return smtp ? new SmtpTransport(smtp) : new OutboxTransport(resolve(config.get('OUTBOX_DIR')));
      },
    },
    SendEmailHandler,
    MailProcessor,
  ],
})
export class NotificationsModule {}

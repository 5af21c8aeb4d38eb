import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';
import { MailProcessor } from './mail.processor';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { OutboxTransport } from './outbox.transport';
import { SendEmailHandler } from './send-email.handler';
import { SmtpTransport } from './smtp.transport';

/**
 * Sending an e-mail (SendEmailCommand → the mail queue → SMTP, or files in OUTBOX_DIR without SMTP):
 * a service of the kernel that every module may use; what to write and when is the modules' business.
 */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService): MailTransport => {
        const smtp = config.get('SMTP_URL');
        if (smtp) return new SmtpTransport(smtp);
        return new OutboxTransport(resolve(config.get('OUTBOX_DIR')), {
          production: config.get('NODE_ENV') === 'production',
        });
      },
    },
    SendEmailHandler,
    MailProcessor,
  ],
})
export class MailModule {}

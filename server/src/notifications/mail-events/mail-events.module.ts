import { Module } from '@nestjs/common';
import { MailEventsHttpController } from './commands/record-mail-event/mail-events.http.controller';
import { RecordMailEventHandler } from './commands/record-mail-event/record-mail-event.handler';

/** The mail provider's bounce, complaint and unsubscribe notices, which stop notification mails. */
@Module({
  controllers: [MailEventsHttpController],
  providers: [RecordMailEventHandler],
})
export class MailEventsModule {}

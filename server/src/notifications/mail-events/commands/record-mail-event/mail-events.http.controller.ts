import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AcceptsBody } from '../../../../shared/http/accepts-body.decorator';
import { PostAction } from '../../../../shared/http/post-action.decorator';
import { SkipCsrf } from '../../../../shared/http/skip-csrf.decorator';
import type { UncheckedBody } from '../../../../shared/http/unchecked-body';
import { MAIL_EVENTS_SECRET_HEADER, MAIL_EVENTS_SIGNATURE_HEADER } from '../../mail-event-auth';
import { MailEventResponse } from './mail-event.response';
import { RecordMailEventCommand } from './record-mail-event.command';

/** The mail provider's bounce, complaint and unsubscribe notices (docs/api.md "Mail events"). */
@Controller('api')
export class MailEventsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('mail-events.php')
  @SkipCsrf() // a server's call, authenticated by the shared secret or its signature
  @AcceptsBody('json', 'form')
  async receive(
    @Headers(MAIL_EVENTS_SECRET_HEADER) secret: string | undefined,
    @Headers(MAIL_EVENTS_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: UncheckedBody,
  ): Promise<MailEventResponse> {
    return this.commandBus.execute(new RecordMailEventCommand({ secret, signature }, body ?? {}));
  }
}

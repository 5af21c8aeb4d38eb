import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EmailNotificationType } from '../notifications.contracts';
import { NotifyByMailCommand } from '../mail/notify-by-mail.command';

/** Sends the jobs' mails through MAIL's NotifyByMailCommand; answers 1 when this call queued a mail, else 0. */
@Injectable()
export class JobMailer {
  constructor(private readonly commandBus: CommandBus) {}

  async send(
    memberId: number,
    type: EmailNotificationType,
    template: string,
    params: Record<string, unknown>,
    dedupeKey: string,
  ): Promise<number> {
    const { queued } = await this.commandBus.execute(
      new NotifyByMailCommand(memberId, type, template, params, dedupeKey),
    );
    return queued ? 1 : 0;
  }
}

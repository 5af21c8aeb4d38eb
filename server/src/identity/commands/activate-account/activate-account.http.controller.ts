import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ActivateAccountCommand, type ActivationOutcome } from './activate-account.command';

/** Where the e-mail link lands in the web app; a link used before says "already activated". */
const LANDING: Record<ActivationOutcome, string> = {
  activated: '/activate/done',
  already_activated: '/activate/error?reason=already_activated',
  failed: '/activate/error',
};

@Controller('api')
export class ActivateAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The e-mail link: activates once, then lands on the matching page of the web app. */
  @Get('activate.php')
  async activate(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    if (typeof token !== 'string') return response.redirect(302, LANDING.failed);
    const outcome = await this.commandBus.execute(new ActivateAccountCommand(token));
    response.redirect(302, LANDING[outcome]);
  }
}

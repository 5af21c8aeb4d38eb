import { Controller, Get, HttpCode, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActivateAccountCommand, type ActivationOutcome } from './activate-account.command';
import { ApiFoundResponse } from '@nestjs/swagger';
import { BusController } from '../../../shared/http/bus-controller';

/** Where the e-mail link lands in the web app; a link used before says "already activated". */
const LANDING: Record<ActivationOutcome, string> = {
  activated: '/activate/done',
  already_activated: '/activate/error?reason=already_activated',
  failed: '/activate/error',
};

@Controller('api')
export class ActivateAccountHttpController extends BusController {
  /** The e-mail link: activates once, then lands on the matching page of the web app. */
  @Get('activate.php')
  @HttpCode(302)
  @ApiFoundResponse({
    description: 'To the web app page for the outcome: activated, already activated, or failed.',
  })
  async activate(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    if (typeof token !== 'string') return response.redirect(302, LANDING.failed);
    const outcome = await this.commandBus.execute(new ActivateAccountCommand(token));
    response.redirect(302, LANDING[outcome]);
  }
}

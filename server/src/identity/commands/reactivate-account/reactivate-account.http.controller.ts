import { Controller, Get, HttpCode, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { logIn } from '../../../shared/http/member-login';
import { ReactivateAccountCommand } from './reactivate-account.command';
import { ApiFoundResponse } from '@nestjs/swagger';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class ReactivateAccountHttpController extends BusController {
  /** The e-mail link: reactivates within the 14 days, logs the member in, and opens the members area. */
  @Get('reactivate.php')
  @HttpCode(302)
  @ApiFoundResponse({ description: 'Logged in, to /members; an unknown or expired link to /activate/error.' })
  async reactivate(
    @Req() request: Request,
    @Query('token') token: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const account =
      typeof token === 'string' ? await this.commandBus.execute(new ReactivateAccountCommand(token)) : null;
    if (!account) return response.redirect(302, '/activate/error');
    await logIn(request, {
      id: account.accountId,
      siteId: account.siteId,
      language: account.language,
      epoch: account.sessionEpoch,
    });
    response.redirect(302, '/members');
  }
}

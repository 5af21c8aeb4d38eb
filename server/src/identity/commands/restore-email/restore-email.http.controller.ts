import { Controller, Get, Header, HttpCode, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { RestoreEmailCommand } from './restore-email.command';
import { ApiFoundResponse } from '@nestjs/swagger';

/**
 * The link in the notice to the old address (7 days) lands on a page of the web app that says what
 * happened. A GET under /api like the activation link, so it works from any mail client.
 */
@Controller('api')
export class RestoreEmailHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Get('mail-restore.php')
  @HttpCode(302)
  @ApiFoundResponse({
    description: 'To /mail-change/undo?result= with the outcome (restored, expired, invalid).',
  })
  @Header('Cache-Control', 'no-store')
  async restore(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const outcome =
      typeof token === 'string' ? await this.commandBus.execute(new RestoreEmailCommand(token)) : 'invalid';
    response.redirect(302, `/mail-change/undo?result=${outcome}`);
  }
}

import { Controller, HttpCode, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RestoreEmailCommand } from './restore-email.command';
import { ApiFoundResponse } from '@nestjs/swagger';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

/**
 * The link in the notice to the old address (7 days) lands on a page of the web app that says what
 * happened. A GET under /api like the activation link, so it works from any mail client.
 */
@Controller('api')
export class RestoreEmailHttpController extends BusController {
  @GetNoStore('mail-restore.php')
  @HttpCode(302)
  @ApiFoundResponse({
    description: 'To /mail-change/undo?result= with the outcome (restored, expired, invalid).',
  })
  async restore(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const outcome =
      typeof token === 'string' ? await this.commandBus.execute(new RestoreEmailCommand(token)) : 'invalid';
    response.redirect(302, `/mail-change/undo?result=${outcome}`);
  }
}

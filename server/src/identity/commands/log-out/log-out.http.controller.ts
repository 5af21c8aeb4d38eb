import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { logOut } from '../../../shared/http/member-login';
import { OkResponse } from '../../../shared/http/ok.response';
import { StateChanging } from '../../../shared/http/state-changing.decorator';

@Controller('api')
export class LogOutHttpController {
  @Get('logout.php')
  @StateChanging()
  @Header('Cache-Control', 'no-store')
  async logout(@Req() request: Request): Promise<OkResponse> {
    if (request.user) await logOut(request);
    return { ok: true };
  }
}

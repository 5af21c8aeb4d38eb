import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { logOut } from '../../../shared/http/member-login';
import { OkResponse } from '../../../shared/http/ok.response';
import { StateChanging } from '../../../shared/http/state-changing.decorator';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

@Controller('api')
export class LogOutHttpController {
  @GetNoStore('logout.php')
  @StateChanging()
  async logout(@Req() request: Request): Promise<OkResponse> {
    if (request.user) await logOut(request);
    return { ok: true };
  }
}

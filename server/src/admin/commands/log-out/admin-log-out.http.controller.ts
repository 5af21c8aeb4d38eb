import { Req } from '@nestjs/common';
import type { Request } from 'express';
import { OkResponse } from '../../../shared/http/ok.response';
import { AdminApi, AdminPublic } from '../../auth/admin-auth.guard';
import { PostAction } from '../../../shared/http/post-action.decorator';

@AdminApi()
export class AdminLogOutHttpController {
  @PostAction('logout')
  @AdminPublic()
  async logout(@Req() request: Request): Promise<OkResponse> {
    await new Promise<void>((done) => request.session.destroy(() => done()));
    return { ok: true };
  }
}

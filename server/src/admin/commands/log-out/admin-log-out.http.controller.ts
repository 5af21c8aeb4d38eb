import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { OkResponse } from '../../../shared/http/ok.response';
import { AdminAuthGuard, AdminPublic } from '../../auth/admin-auth.guard';

@Controller('admin/api')
@UseGuards(AdminAuthGuard)
export class AdminLogOutHttpController {
  @Post('logout')
  @HttpCode(200)
  @AdminPublic()
  async logout(@Req() request: Request): Promise<OkResponse> {
    await new Promise<void>((done) => request.session.destroy(() => done()));
    return { ok: true };
  }
}

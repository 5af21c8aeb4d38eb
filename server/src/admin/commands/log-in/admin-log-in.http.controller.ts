import { Body, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAccountResponse } from '../../admin-account.response';
import { AdminApi, AdminPublic } from '../../auth/admin-auth.guard';
import { AdminLogInCommand } from './admin-log-in.command';
import { AdminLoginRequestDto } from './admin-log-in.request.dto';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

@AdminApi()
export class AdminLogInHttpController extends BusController {
  @PostAction('login')
  @AdminPublic()
  async login(@Req() request: Request, @Body() body: AdminLoginRequestDto): Promise<AdminAccountResponse> {
    const { admin, sessionEpoch } = await this.commandBus.execute(
      new AdminLogInCommand(body.email, body.password, request.ip ?? 'unknown', body.code || undefined),
    );
    await regenerate(request);
    request.session.admin = { id: admin.id, role: admin.role, epoch: sessionEpoch };
    return admin;
  }
}

/** A new session id at login stops session fixation. */
function regenerate(request: Request): Promise<void> {
  return new Promise((done, fail) => request.session.regenerate((error) => (error ? fail(error) : done())));
}

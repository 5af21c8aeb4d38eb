import { Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAccountResponse } from '../../admin-account.response';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminApi, AdminTotpEnrolment } from '../../auth/admin-auth.guard';
import { GetCurrentAdminQuery } from './get-current-admin.query';
import { BusController } from '../../../shared/http/bus-controller';

@AdminApi()
export class GetCurrentAdminHttpController extends BusController {
  @Get('me')
  @AdminTotpEnrolment()
  async me(@Req() request: Request): Promise<AdminAccountResponse> {
    const admin = await this.queryBus.execute(new GetCurrentAdminQuery(request.session.admin!.id));
    if (!admin) throw new ApiError(401, 'authentication_required', 'errors.authentication_required');
    return admin;
  }
}

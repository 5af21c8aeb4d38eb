import { Body } from '@nestjs/common';
import { AdminAccountResponse } from '../../admin-account.response';
import { BusController } from '../../../shared/http/bus-controller';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi, AdminTotpEnrolment } from '../../auth/admin-auth.guard';
import { CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { TotpCodeRequestDto } from './totp.request.dto';
import { ConfirmTotpEnrolmentCommand, DisableTotpCommand, StartTotpEnrolmentCommand } from './totp.commands';
import { TotpEnrolmentResponse } from './totp-enrolment.response';

/** The signed-in admin's own TOTP second factor (any role): enrol, confirm with a code, remove. */
@AdminApi()
export class AdminTotpHttpController extends BusController {
  @PostAction('me/totp')
  @AdminTotpEnrolment()
  start(@CurrentAdmin() admin: CurrentAdminSession): Promise<TotpEnrolmentResponse> {
    return this.commandBus.execute(new StartTotpEnrolmentCommand(admin.id));
  }

  @PostAction('me/totp/confirm')
  @AdminTotpEnrolment()
  confirm(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Body() body: TotpCodeRequestDto,
  ): Promise<AdminAccountResponse> {
    return this.commandBus.execute(new ConfirmTotpEnrolmentCommand(admin.id, body.code));
  }

  @PostAction('me/totp/disable')
  disable(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Body() body: TotpCodeRequestDto,
  ): Promise<AdminAccountResponse> {
    return this.commandBus.execute(new DisableTotpCommand(admin.id, body.code));
  }
}

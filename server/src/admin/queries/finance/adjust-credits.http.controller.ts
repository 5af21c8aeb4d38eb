import { Body, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { AdjustCreditsCommand, LedgerEntryRow } from '../../../billing/billing.contracts';
import { BusController } from '../../../shared/http/bus-controller';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { CreditAdjustmentRequest } from './credit-adjustment.dto';

/** Finance adds or takes credits by hand, with a reason (audited): `POST /admin/api/adjustments`. */
@AdminApi('finance')
export class AdminAdjustCreditsHttpController extends BusController {
  @Post('adjustments')
  @ApiBody({ type: CreditAdjustmentRequest })
  @ApiCreatedResponse({ type: LedgerEntryRow })
  adjust(@Body() body: UncheckedBody, @CurrentAdmin() admin: CurrentAdminSession): Promise<LedgerEntryRow> {
    return this.commandBus.execute(new AdjustCreditsCommand(body ?? {}, auditActor(admin)));
  }
}

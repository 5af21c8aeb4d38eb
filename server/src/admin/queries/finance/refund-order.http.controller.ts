import { Param } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { OrderAdminRow, RefundOrderByAdminCommand } from '../../../billing/billing.contracts';
import { BusController } from '../../../shared/http/bus-controller';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';

/** Finance refunds a member's order (the member's rule and ledger entry; audited): `POST /admin/api/orders/:id/refund`. */
@AdminApi('finance')
export class AdminRefundOrderHttpController extends BusController {
  @PostAction('orders/:id/refund')
  @ApiOkResponse({ type: OrderAdminRow })
  refund(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<OrderAdminRow> {
    return this.commandBus.execute(new RefundOrderByAdminCommand(id, auditActor(admin)));
  }
}

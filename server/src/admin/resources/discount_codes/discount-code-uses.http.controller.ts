import { Get, Param } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ListDiscountCodeUsesQuery } from '../../../billing/billing.contracts';
import { idParam } from '../../../shared/admin-input/field-rules';
import { ApiError } from '../../../shared/errors/api-error';
import { BusController } from '../../../shared/http/bus-controller';
import { AdminApi } from '../../auth/admin-auth.guard';
import { DiscountCodeUseResponse } from './discount-code-admin.response';

/** Who used a discount code: `GET /admin/api/discount_codes/:id/uses` (operators). */
@AdminApi('operator')
export class AdminDiscountCodeUsesHttpController extends BusController {
  @Get('discount_codes/:id/uses')
  @ApiOkResponse({ type: [DiscountCodeUseResponse] })
  async uses(@Param('id') id: string): Promise<DiscountCodeUseResponse[]> {
    const codeId = idParam(id);
    if (codeId === null) throw ApiError.notFound('discount_code_not_found');
    return (await this.queryBus.execute(new ListDiscountCodeUsesQuery(codeId))).map((use) => ({
      order_id: use.order_id,
      account_id: use.account_id,
      status: use.status,
      used_at: use.used_at.toISOString(),
    }));
  }
}

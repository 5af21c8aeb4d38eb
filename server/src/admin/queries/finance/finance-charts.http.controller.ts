import { Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { FinanceChartsResponse, GetFinanceChartsQuery } from '../../../billing/billing.contracts';
import { BusController } from '../../../shared/http/bus-controller';
import { AdminApi } from '../../auth/admin-auth.guard';

/** Daily revenue and credits sold and spent (finance): `GET /admin/api/finance_charts?from=&to=`. */
@AdminApi('finance')
export class AdminFinanceChartsHttpController extends BusController {
  @Get('finance_charts')
  @ApiQuery({
    name: 'from',
    required: false,
    description: 'ISO date (UTC day); 29 days before `to` by default',
  })
  @ApiQuery({ name: 'to', required: false, description: 'ISO date (UTC day); today by default' })
  charts(@Query('from') from: unknown, @Query('to') to: unknown): Promise<FinanceChartsResponse> {
    return this.queryBus.execute(new GetFinanceChartsQuery(from, to));
  }
}

import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ListOrdersQuery, OrderAdminRow } from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminAuthGuard, AdminRoles } from '../../auth/admin-auth.guard';
import { parseListRequest, setContentRange } from '../../../shared/admin-list/list-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders for finance (read-only): `GET /admin/api/orders`, `GET /admin/api/orders/:id`. */
@Controller('admin/api')
@UseGuards(AdminAuthGuard)
@AdminRoles('finance')
export class AdminOrdersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('orders')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderAdminRow[]> {
    const request = parseListRequest(query);
    const page = await this.queryBus.execute(new ListOrdersQuery(request));
    setContentRange(response, 'orders', request, page.rows.length, page.total);
    return page.rows;
  }

  @Get('orders/:id')
  async one(@Param('id') id: string): Promise<OrderAdminRow> {
    const notFound = ApiError.notFound('order_not_found', 'billing.order_not_found');
    if (!UUID.test(id)) throw notFound;
    const page = await this.queryBus.execute(new ListOrdersQuery({ filter: { id }, range: [0, 0] }));
    if (!page.rows[0]) throw notFound;
    return page.rows[0];
  }
}

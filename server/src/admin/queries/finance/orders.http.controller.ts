import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ListOrdersQuery, type OrderAdminRow } from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminAuthGuard, AdminRoles } from '../../auth/admin-auth.guard';
import { AdminOrderResponse } from './order.response';
import { parseListRequest, setContentRange } from './list-request';

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
  ): Promise<AdminOrderResponse[]> {
    const request = parseListRequest(query);
    const page = await this.queryBus.execute(new ListOrdersQuery(request));
    setContentRange(response, 'orders', request, page.rows.length, page.total);
    return page.rows.map(toOrderResponse);
  }

  @Get('orders/:id')
  async one(@Param('id') id: string): Promise<AdminOrderResponse> {
    const notFound = ApiError.notFound('order_not_found', 'billing.order_not_found');
    if (!UUID.test(id)) throw notFound;
    const page = await this.queryBus.execute(new ListOrdersQuery({ filter: { id }, range: [0, 0] }));
    if (!page.rows[0]) throw notFound;
    return toOrderResponse(page.rows[0]);
  }
}

function toOrderResponse(order: OrderAdminRow): AdminOrderResponse {
  return {
    id: order.id,
    account_id: order.account_id,
    credits: order.credits,
    country: order.country,
    currency: order.currency,
    list_amount: order.list_amount,
    amount: order.amount,
    discount_code: order.discount_code,
    discount_percentage: order.discount_percentage,
    payment_method: order.payment_method,
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    status: order.status,
    created_at: order.created_at,
    paid_at: order.paid_at,
    refunded_at: order.refunded_at,
  };
}

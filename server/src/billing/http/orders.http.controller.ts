import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../shared/http/member-auth.guard';
import { OrderPlacement } from '../orders/order-placement';
import { toOrderView, type OrderRow } from '../orders/order.view';
import { PaymentUpdates } from '../orders/payment-updates';

import { OrderAnswer, PlacedOrderResponse, RepeatOrderResponse } from '../orders/order.response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The member's orders: place one (returns where to pay), follow its status, repeat the last one. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class OrdersHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly placement: OrderPlacement,
    private readonly updates: PaymentUpdates,
  ) {}

  @Post('orders.php')
  @HttpCode(201)
  async place(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<PlacedOrderResponse> {
    const { order, checkoutUrl } = await this.placement.place(member.id, {
      bundleId: body?.bundle_id,
      paymentMethod: body?.payment_method,
      discountCode: body?.discount_code,
    });
    return { order: toOrderView(order), checkout_url: checkoutUrl };
  }

  @Get('orders.php')
  async show(@CurrentMember() member: SessionMember, @Query('id') id?: string): Promise<OrderAnswer> {
    let order = await this.ownOrder(member.id, id);
    // No webhook yet (or it could not reach us): ask the provider.
    if (order.status === 'pending' && order.provider_payment_id) {
      order = (await this.updates.apply(order.provider_payment_id)) ?? order;
    }
    return { order: toOrderView(order) };
  }

  @Get('repeat-order.php')
  async repeatable(@CurrentMember() member: SessionMember): Promise<RepeatOrderResponse> {
    const last = await this.lastCompleted(member.id);
    const mandate = await this.mandate(member.id);
    return {
      repeat: last
        ? {
            bundle_id: last.bundle_id,
            credits: last.credits,
            payment_method: mandate?.payment_method ?? last.payment_method,
            stored_method: mandate ? { label: mandate.label, payment_method: mandate.payment_method } : null,
          }
        : null,
    };
  }

  @Post('repeat-order.php')
  @HttpCode(201)
  async repeat(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<PlacedOrderResponse> {
    const last = await this.lastCompleted(member.id);
    if (!last) throw ApiError.notFound('no_previous_order', 'billing.no_previous_order');
    const mandate = await this.mandate(member.id);
    const { order, checkoutUrl } = await this.placement.place(
      member.id,
      {
        bundleId: body?.bundle_id ?? last.bundle_id,
        paymentMethod: mandate?.payment_method ?? last.payment_method,
      },
      { orderId: last.id, mandateId: mandate?.mandate_id ?? null },
    );
    return { order: toOrderView(order), checkout_url: checkoutUrl };
  }

  private async ownOrder(accountId: number, id: string | undefined): Promise<OrderRow> {
    const [order] = UUID.test(id ?? '')
      ? ((await this.dataSource.query(`SELECT * FROM orders WHERE id = $1 AND account_id = $2`, [
          id,
          accountId,
        ])) as OrderRow[])
      : [];
    if (!order) throw ApiError.notFound('order_not_found', 'billing.order_not_found');
    return order;
  }

  private async lastCompleted(accountId: number): Promise<OrderRow | null> {
    const [order] = (await this.dataSource.query(
      `SELECT * FROM orders WHERE account_id = $1 AND status = 'completed' ORDER BY paid_at DESC LIMIT 1`,
      [accountId],
    )) as OrderRow[];
    return order ?? null;
  }

  private async mandate(accountId: number) {
    const [mandate] = (await this.dataSource.query(
      `SELECT mandate_id, payment_method, label FROM payment_mandates WHERE account_id = $1`,
      [accountId],
    )) as { mandate_id: string; payment_method: string; label: string }[];
    return mandate ?? null;
  }
}

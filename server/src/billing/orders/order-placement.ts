import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
import { ApiError } from '../../shared/errors/api-error';
import { parseId } from '../../shared/http/ids';
import { discountedAmount, type Discount } from '../domain/discounts';
import { isPaymentMethod, paymentMethodsFor, type PaymentMethod } from '../domain/payment-methods';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { BuyerReader } from './buyer.reader';
import { DiscountFinder } from './discount-finder';
import type { OrderRow } from './order.view';
import { PaymentUpdates } from './payment-updates';
import { PriceList } from './price-list';

export interface OrderRequest {
  bundleId: unknown;
  paymentMethod: unknown;
  discountCode?: unknown;
}

/** Places orders: the price always comes from the server's price list, never from the request. */
@Injectable()
export class OrderPlacement {
  private readonly logger = new Logger(OrderPlacement.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    private readonly discounts: DiscountFinder,
    private readonly updates: PaymentUpdates,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async place(
    accountId: number,
    request: OrderRequest,
    repeatOf?: { orderId: string; mandateId: string | null },
    directDebit?: { accountHolder: string; iban: string; requestId: string },
  ) {
    const buyer = await this.buyers.read(accountId);
    const bundleId = parseId(request.bundleId);
    const bundle = bundleId ? await this.prices.bundle(buyer.siteId, buyer.country, bundleId) : null;
    if (!bundle) throw ApiError.notFound('bundle_not_found', 'billing.bundle_not_found');
    const method = request.paymentMethod;
    if (!isPaymentMethod(method) || !paymentMethodsFor(buyer.country).includes(method)) {
      throw ApiError.badRequest('payment_method_unavailable', 'billing.payment_method_unavailable');
    }
    if (method === 'sdd' && !repeatOf && !directDebit) {
      throw ApiError.badRequest('use_direct_debit_form', 'billing.use_direct_debit_form');
    }
    let discount: Discount | null = null;
    if (typeof request.discountCode === 'string' && request.discountCode.trim()) {
      discount = await this.discounts.find(request.discountCode, buyer, bundle.amount, bundle.currency);
    } else if (
      request.discountCode !== undefined &&
      request.discountCode !== null &&
      request.discountCode !== ''
    ) {
      throw new ApiError(404, 'code_not_found', 'billing.code_not_found');
    }

    const order = await this.insertOrder(
      accountId,
      buyer.siteId,
      buyer.country,
      bundle,
      method,
      discount,
      repeatOf,
      directDebit?.requestId,
    );
    const base = this.config.get('PUBLIC_URL').replace(/\/$/, '');
    let payment;
    try {
      payment = await this.provider.createPayment({
        amount: order.amount,
        currency: order.currency.trim(),
        description: `${bundle.credits} credits`,
        method,
        redirectUrl: `${base}/credits/${bundle.id}/${method}?order=${order.id}`,
        webhookUrl: `${base}/api/payment-webhook.php?provider=${this.provider.name}`,
        orderId: order.id,
        ...(repeatOf?.mandateId ? { mandateId: repeatOf.mandateId } : {}),
        ...(directDebit
          ? { directDebit: { accountHolder: directDebit.accountHolder, iban: directDebit.iban } }
          : {}),
      });
    } catch (error) {
      this.logger.error(`payment for order ${order.id} could not be created`, error as Error);
      await this.dataSource.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [order.id]);
      throw new ApiError(502, 'payment_provider_unavailable', 'billing.payment_provider_unavailable');
    }
    await this.dataSource.query(`UPDATE orders SET provider_payment_id = $2 WHERE id = $1`, [
      order.id,
      payment.id,
    ]);
    const current =
      payment.status === 'open'
        ? { ...order, provider_payment_id: payment.id }
        : await this.updates.apply(payment.id);
    return { order: current ?? order, checkoutUrl: payment.checkoutUrl };
  }

  private async insertOrder(
    accountId: number,
    siteId: number,
    country: string,
    bundle: { id: number; credits: number; currency: string; amount: number },
    method: PaymentMethod,
    discount: Discount | null,
    repeatOf?: { orderId: string },
    directDebitRequest?: string,
  ): Promise<OrderRow> {
    try {
      const [order] = (await this.dataSource.query(
        `INSERT INTO orders (id, account_id, site_id, bundle_id, credits, country, currency, list_amount, amount,
                             discount_code, discount_percentage, payment_method, provider, repeat_of, created_at,
                             first_purchase_claim, direct_debit_request)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *`,
        [
          randomUUID(),
          accountId,
          siteId,
          bundle.id,
          bundle.credits,
          country,
          bundle.currency,
          bundle.amount,
          discount ? discountedAmount(bundle.amount, discount.percentage) : bundle.amount,
          discount?.code ?? null,
          discount?.percentage ?? 0,
          method,
          this.provider.name,
          repeatOf?.orderId ?? null,
          this.clock.now(),
          discount !== null && discount.kind !== 'code',
          directDebitRequest ?? null,
        ],
      )) as OrderRow[];
      return order!;
    } catch (error) {
      // Two orders racing for one code, or for the one first-purchase offer: a unique index keeps it to one.
      if ((error as { code?: string }).code === '23505') {
        throw new ApiError(409, 'code_already_used', 'billing.code_already_used');
      }
      throw error;
    }
  }
}

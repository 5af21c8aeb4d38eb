import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import type { OrderRow } from '../../database/order.row';
import { ORDER_CLIENT_ID_INDEX, OrdersRepository } from '../../database/orders.repository';
import { DirectDebitChecks } from '../../direct-debit/direct-debit-checks';
import { discountedAmount, type Discount } from '../../domain/discounts';
import { isPaymentMethod, paymentMethodsFor } from '../../domain/payment-methods';
import { BuyerReader, type BuyerAccount } from '../../orders/buyer.reader';
import { DiscountFinder } from '../../orders/discount-finder';
import { PriceList, type PricedBundle } from '../../database/price-list';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { SyncPaymentCommand } from '../sync-payment/sync-payment.command';
import { ClientIdTaken, PlaceOrderCommand, type OrderRequest, type PlacedOrder } from './place-order.command';

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  private readonly logger = new Logger(PlaceOrderHandler.name);

  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    private readonly discounts: DiscountFinder,
    private readonly directDebits: DirectDebitChecks,
    private readonly commandBus: CommandBus,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, request, repeatOf, directDebit }: PlaceOrderCommand): Promise<PlacedOrder> {
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
    const discount = await this.discountFor(request, buyer, bundle);
    const newOrder = {
      id: randomUUID(),
      account_id: accountId,
      site_id: buyer.siteId,
      bundle_id: bundle.id,
      credits: bundle.credits,
      country: buyer.country,
      currency: bundle.currency,
      list_amount: bundle.amount,
      amount: discount ? discountedAmount(bundle.amount, discount.percentage) : bundle.amount,
      discount_code: discount?.code ?? null,
      discount_percentage: discount?.percentage ?? 0,
      payment_method: method,
      provider: this.provider.name,
      repeat_of: repeatOf?.orderId ?? null,
      created_at: this.clock.now(),
      first_purchase_claim: discount !== null && discount.kind !== 'code',
      direct_debit_request: directDebit?.requestId ?? null,
      client_id: request.clientId ?? null,
    };
    // A direct debit on the stored mandate keeps to the same block and limits as one by the form (whose
    // confirmation decided them already). A retry of an order that was placed already is told so under
    // that lock before the limits are counted (they count the earlier order); elsewhere the unique index
    // on (account, client_id) tells it at the insert.
    const clientId = newOrder.client_id;
    const order =
      method === 'sdd' && !directDebit
        ? await this.directDebits.placeWithinLimits(
            accountId,
            newOrder.amount,
            (manager) => this.insert(newOrder, manager),
            async (manager) => {
              if (clientId && (await this.orders.byClientId(accountId, clientId, manager))) {
                throw new ClientIdTaken(clientId);
              }
            },
          )
        : await this.insert(newOrder);
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
      await this.orders.markFailed(order.id);
      throw new ApiError(502, 'payment_provider_unavailable', 'billing.payment_provider_unavailable');
    }
    await this.orders.setPaymentId(order.id, payment.id);
    const current =
      payment.status === 'open'
        ? { ...order, provider_payment_id: payment.id }
        : await this.commandBus.execute(new SyncPaymentCommand(payment.id));
    return { order: current ?? order, checkoutUrl: payment.checkoutUrl };
  }

  private async discountFor(
    request: OrderRequest,
    buyer: BuyerAccount,
    bundle: PricedBundle,
  ): Promise<Discount | null> {
    const code = request.discountCode;
    if (typeof code === 'string' && code.trim()) {
      return this.discounts.find(code, buyer, bundle.amount, bundle.currency);
    }
    if (code !== undefined && code !== null && code !== '') {
      throw new ApiError(404, 'code_not_found', 'billing.code_not_found');
    }
    return null;
  }

  private async insert(
    order: Parameters<OrdersRepository['insert']>[0],
    manager?: EntityManager,
  ): Promise<OrderRow> {
    try {
      return await this.orders.insert(order, manager);
    } catch (error) {
      // Two orders racing for one code, for the one first-purchase offer, or two requests of one purchase
      // (its client_id): a unique index keeps it to one.
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23505' && constraint === ORDER_CLIENT_ID_INDEX && order.client_id) {
        throw new ClientIdTaken(order.client_id);
      }
      if (code === '23505') {
        throw new ApiError(409, 'code_already_used', 'billing.code_already_used');
      }
      throw error;
    }
  }
}

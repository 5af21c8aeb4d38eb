import { Logger, Module } from '@nestjs/common';
import { AppConfigService } from '../shared/config/app-config.service';
import { ConfirmDirectDebitHandler } from './commands/confirm-direct-debit/confirm-direct-debit.handler';
import { ConfirmDirectDebitHttpController } from './commands/confirm-direct-debit/confirm-direct-debit.http.controller';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { PlaceOrderHttpController } from './commands/place-order/place-order.http.controller';
import { RefundOrderHandler } from './commands/refund-order/refund-order.handler';
import { RefundOrderHttpController } from './commands/refund-order/refund-order.http.controller';
import { RepeatOrderHandler } from './commands/repeat-order/repeat-order.handler';
import { RepeatOrderHttpController } from './commands/repeat-order/repeat-order.http.controller';
import { RequestDirectDebitHandler } from './commands/request-direct-debit/request-direct-debit.handler';
import { RequestDirectDebitHttpController } from './commands/request-direct-debit/request-direct-debit.http.controller';
import { PaymentWebhookHttpController } from './commands/sync-payment/payment-webhook.http.controller';
import { SyncPaymentHandler } from './commands/sync-payment/sync-payment.handler';
import { DirectDebitRepository } from './database/direct-debit.repository';
import { OrdersRepository } from './database/orders.repository';
import { OrderBundleHandler } from './commands/order-bundle/order-bundle.handler';
import { OncePerClientId } from './orders/once-per-client-id';
import { DirectDebitChecks } from './direct-debit/direct-debit-checks';
import { GetOrderHandler } from './queries/get-order/get-order.handler';
import { GetOrderHttpController } from './queries/get-order/get-order.http.controller';
import { GetRepeatOrderHandler } from './queries/get-repeat-order/get-repeat-order.handler';
import { GetRepeatOrderHttpController } from './queries/get-repeat-order/get-repeat-order.http.controller';
import { ListTransactionsHandler } from './queries/list-transactions/list-transactions.handler';
import { ListTransactionsHttpController } from './queries/list-transactions/list-transactions.http.controller';
import { PrepareSpendInStatementHandler } from './commands/prepare-spend-in-statement.handler';
import { SpendCreditsHandler } from './commands/spend-credits.handler';
import { EraseBillingDetails } from './events/erase-billing-details.handler';
import { GrantSignupCredits } from './events/grant-signup-credits.handler';
import { BundlesHttpController } from './queries/list-bundles/list-bundles.http.controller';
import { ListBundlesHandler } from './queries/list-bundles/list-bundles.handler';
import { GetDiscountHttpController } from './queries/get-discount/get-discount.http.controller';
import { GetDiscountHandler } from './queries/get-discount/get-discount.handler';
import { GetTimeBonusHttpController } from './queries/get-time-bonus/get-time-bonus.http.controller';
import { GetTimeBonusHandler } from './queries/get-time-bonus/get-time-bonus.handler';
import { DirectDebitErasure } from './direct-debit/direct-debit-erasure';
import { HttpSmsSender } from './direct-debit/http-sms-sender';
import { OutboxSmsSender, SMS_SENDER } from './direct-debit/sms-sender';
import { PaymentMethodsOffered } from './payments/payment-methods-offered';
import { LedgerWriter } from './database/ledger-writer';
import { BalanceCache } from './database/balance.cache';
import { BuyerReader } from './orders/buyer.reader';
import { DiscountFinder } from './orders/discount-finder';
import { ExpireAbandonedOrders } from './orders/expire-abandoned-orders';
import { PriceList } from './database/price-list';
import { DiscountCodesRepository } from './database/discount-codes.repository';
import { LedgerReadsRepository } from './database/ledger-reads.repository';
import { SmsOutboxRepository } from './database/sms-outbox.repository';
import { SandboxPaymentsRepository } from './database/sandbox-payments.repository';
import { MolliePaymentProvider } from './payments/mollie-provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { SandboxCheckoutHttpController } from './payments/sandbox-checkout.http.controller';
import { SandboxPaymentProvider } from './payments/sandbox-provider';
import { GetCreditBalanceHandler } from './queries/get-credit-balance.handler';
import { GetLedgerReconciliationHandler } from './queries/admin/get-ledger-reconciliation.handler';
import { ListLedgerEntriesHandler } from './queries/admin/list-ledger-entries.handler';
import { ListOrdersHandler } from './queries/admin/list-orders.handler';
import { BundleAdminRepository } from './database/bundle-admin.repository';
import { DiscountCodeAdminRepository } from './database/discount-code-admin.repository';
import { CreateBundleHandler, UpdateBundleHandler } from './commands/catalogue/bundle.handlers';
import {
  CreateDiscountCodeHandler,
  DeactivateDiscountCodeHandler,
  UpdateDiscountCodeHandler,
} from './commands/catalogue/discount-code.handlers';
import {
  ListBundlesAdminHandler,
  ListDiscountCodesHandler,
  ListDiscountCodeUsesHandler,
} from './queries/admin/list-catalogue.handlers';
import { ExportLedgerEntriesHandler } from './queries/admin/export-ledger-entries.handler';
import { ExportOrdersHandler } from './queries/admin/export-orders.handler';
import { GetFinanceChartsHandler } from './queries/admin/get-finance-charts.handler';
import { RefundOrderByAdminHandler } from './commands/refund-order-by-admin/refund-order-by-admin.handler';
import { AdjustCreditsHandler } from './commands/adjust-credits/adjust-credits.handler';
import { OrderRefunds } from './orders/order-refunds';
import { FinanceChartsRepository } from './database/finance-charts.repository';
import { ExportBillingDataHandler } from './queries/export-billing-data/export-billing-data.handler';
import { BillingDataExportReader } from './database/billing-data-export';

/** Credits and money: the append-only ledger, bundles and prices, orders and payments, discounts. */
@Module({
  controllers: [
    BundlesHttpController,
    PlaceOrderHttpController,
    GetOrderHttpController,
    GetRepeatOrderHttpController,
    RepeatOrderHttpController,
    RefundOrderHttpController,
    ListTransactionsHttpController,
    PaymentWebhookHttpController,
    GetDiscountHttpController,
    GetTimeBonusHttpController,
    SandboxCheckoutHttpController,
    RequestDirectDebitHttpController,
    ConfirmDirectDebitHttpController,
  ],
  providers: [
    BalanceCache,
    LedgerWriter,
    SpendCreditsHandler,
    PrepareSpendInStatementHandler,
    ExportBillingDataHandler,
    BillingDataExportReader,
    GetCreditBalanceHandler,
    ListBundlesHandler,
    GetDiscountHandler,
    GetTimeBonusHandler,
    ListLedgerEntriesHandler,
    ListOrdersHandler,
    ExportLedgerEntriesHandler,
    ExportOrdersHandler,
    GetFinanceChartsHandler,
    RefundOrderByAdminHandler,
    AdjustCreditsHandler,
    OrderRefunds,
    FinanceChartsRepository,
    GetLedgerReconciliationHandler,
    GrantSignupCredits,
    EraseBillingDetails,
    BuyerReader,
    PriceList,
    DiscountCodesRepository,
    LedgerReadsRepository,
    SmsOutboxRepository,
    SandboxPaymentsRepository,
    DiscountFinder,
    OrdersRepository,
    DirectDebitRepository,
    DirectDebitChecks,
    PlaceOrderHandler,
    SyncPaymentHandler,
    RepeatOrderHandler,
    OrderBundleHandler,
    OncePerClientId,
    RefundOrderHandler,
    GetOrderHandler,
    GetRepeatOrderHandler,
    ListTransactionsHandler,
    RequestDirectDebitHandler,
    ConfirmDirectDebitHandler,
    ExpireAbandonedOrders,
    SandboxPaymentProvider,
    DirectDebitErasure,
    DiscountCodeAdminRepository,
    BundleAdminRepository,
    CreateDiscountCodeHandler,
    UpdateDiscountCodeHandler,
    DeactivateDiscountCodeHandler,
    CreateBundleHandler,
    UpdateBundleHandler,
    ListDiscountCodesHandler,
    ListDiscountCodeUsesHandler,
    ListBundlesAdminHandler,
    OutboxSmsSender,
    PaymentMethodsOffered,
    {
      provide: SMS_SENDER,
      inject: [AppConfigService, OutboxSmsSender],
      useFactory: (config: AppConfigService, outbox: OutboxSmsSender) => {
        const url = config.get('SMS_GATEWAY_URL');
        return url ? new HttpSmsSender(url, config.get('SMS_GATEWAY_TOKEN')) : outbox;
      },
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [AppConfigService, SandboxPaymentProvider],
      useFactory: (config: AppConfigService, sandbox: SandboxPaymentProvider) => {
        const key = config.get('MOLLIE_API_KEY');
        if (config.get('PAYMENT_PROVIDER') === 'mollie' && key) return new MolliePaymentProvider(key);
        if (config.get('NODE_ENV') === 'production') {
          new Logger('Payments').warn(
            'PAYMENT_PROVIDER=sandbox in production: payments are test payments, nothing is charged, and ' +
              'the checkout page says so. Set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY to take real payments.',
          );
        }
        return sandbox;
      },
    },
  ],
})
export class BillingModule {}

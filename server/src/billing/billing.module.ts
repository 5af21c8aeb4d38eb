import { Logger, Module } from '@nestjs/common';
import { AppConfigService } from '../shared/config/app-config.service';
import { SpendCreditsHandler } from './commands/spend-credits.handler';
import { EraseBillingDetails } from './events/erase-billing-details.handler';
import { GrantSignupCredits } from './events/grant-signup-credits.handler';
import { BundlesHttpController } from './http/bundles.http.controller';
import { DiscountsHttpController } from './http/discounts.http.controller';
import { OrdersHttpController } from './http/orders.http.controller';
import { PaymentWebhookHttpController } from './http/payment-webhook.http.controller';
import { TransactionsHttpController } from './http/transactions.http.controller';
import { DirectDebitHttpController } from './http/direct-debit.http.controller';
import { DirectDebitErasure } from './direct-debit/direct-debit-erasure';
import { DirectDebitService } from './direct-debit/direct-debit.service';
import { OutboxSmsSender, SMS_SENDER } from './direct-debit/sms-sender';
import { LedgerWriter } from './ledger/ledger-writer';
import { BuyerReader } from './orders/buyer.reader';
import { DiscountFinder } from './orders/discount-finder';
import { ExpireAbandonedOrders } from './orders/expire-abandoned-orders';
import { OrderPlacement } from './orders/order-placement';
import { PaymentUpdates } from './orders/payment-updates';
import { PriceList } from './orders/price-list';
import { Refunds } from './orders/refunds';
import { MolliePaymentProvider } from './payments/mollie-provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { SandboxCheckoutHttpController } from './payments/sandbox-checkout.http.controller';
import { SandboxPaymentProvider } from './payments/sandbox-provider';
import { GetCreditBalanceHandler } from './queries/get-credit-balance.handler';
import { GetLedgerReconciliationHandler } from './queries/admin/get-ledger-reconciliation.handler';
import { ListLedgerEntriesHandler } from './queries/admin/list-ledger-entries.handler';
import { ListOrdersHandler } from './queries/admin/list-orders.handler';

/** Credits and money: the append-only ledger, bundles and prices, orders and payments, discounts. */
@Module({
  controllers: [
    BundlesHttpController,
    OrdersHttpController,
    PaymentWebhookHttpController,
    TransactionsHttpController,
    DiscountsHttpController,
    SandboxCheckoutHttpController,
    DirectDebitHttpController,
  ],
  providers: [
    LedgerWriter,
    SpendCreditsHandler,
    GetCreditBalanceHandler,
    ListLedgerEntriesHandler,
    ListOrdersHandler,
    GetLedgerReconciliationHandler,
    GrantSignupCredits,
    EraseBillingDetails,
    BuyerReader,
    PriceList,
    DiscountFinder,
    OrderPlacement,
    PaymentUpdates,
    Refunds,
    ExpireAbandonedOrders,
    SandboxPaymentProvider,
    DirectDebitService,
    DirectDebitErasure,
    { provide: SMS_SENDER, useClass: OutboxSmsSender },
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

import { Module } from '@nestjs/common';
import { SpendCreditsHandler } from './commands/spend-credits.handler';
import { GrantSignupCredits } from './events/grant-signup-credits.handler';
import { LedgerWriter } from './ledger/ledger-writer';
import { GetCreditBalanceHandler } from './queries/get-credit-balance.handler';

/** Credits: the append-only ledger and its balance projection (bundles, orders and payments follow). */
@Module({
  providers: [LedgerWriter, SpendCreditsHandler, GetCreditBalanceHandler, GrantSignupCredits],
})
export class BillingModule {}

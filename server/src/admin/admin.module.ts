import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSessionHttpController } from './auth/admin-session.http.controller';
import { AdminAccountEntity } from './database/admin-account.entity';
import { GetDashboardHttpController } from './queries/get-dashboard/get-dashboard.http.controller';
import { AdminLedgerHttpController } from './queries/finance/ledger.http.controller';
import { AdminOrdersHttpController } from './queries/finance/orders.http.controller';
import { AdminReconciliationHttpController } from './queries/finance/reconciliation.http.controller';

/** The API behind the react-admin console; its resources arrive with the admin issue. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAccountEntity])],
  controllers: [
    AdminSessionHttpController,
    GetDashboardHttpController,
    AdminLedgerHttpController,
    AdminOrdersHttpController,
    AdminReconciliationHttpController,
  ],
})
export class AdminModule {}

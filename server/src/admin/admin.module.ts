import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '../shared/security/password-hasher';
import { AdminLogInHandler } from './commands/log-in/admin-log-in.handler';
import { AdminLogInHttpController } from './commands/log-in/admin-log-in.http.controller';
import { AdminLogOutHttpController } from './commands/log-out/admin-log-out.http.controller';
import { AdminAccountEntity } from './database/admin-account.entity';
import { AdminAccountsRepository } from './database/admin-accounts.repository';
import { GetCurrentAdminHandler } from './queries/get-current-admin/get-current-admin.handler';
import { GetCurrentAdminHttpController } from './queries/get-current-admin/get-current-admin.http.controller';
import { GetDashboardHttpController } from './queries/get-dashboard/get-dashboard.http.controller';
import { AdminLedgerHttpController } from './queries/finance/ledger.http.controller';
import { AdminOrdersHttpController } from './queries/finance/orders.http.controller';
import { AdminReconciliationHttpController } from './queries/finance/reconciliation.http.controller';
import { MemberDetailReader } from './resources/members/member-detail.reader';
import { MembersHttpController } from './resources/members/members.http.controller';

/** The API behind the react-admin console; its resources arrive with the admin issue. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAccountEntity])],
  controllers: [
    AdminLogInHttpController,
    GetCurrentAdminHttpController,
    AdminLogOutHttpController,
    GetDashboardHttpController,
    AdminLedgerHttpController,
    AdminOrdersHttpController,
    AdminReconciliationHttpController,
    MembersHttpController,
  ],
  providers: [
    AdminAccountsRepository,
    PasswordHasher,
    AdminLogInHandler,
    GetCurrentAdminHandler,
    MemberDetailReader,
  ],
})
export class AdminModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '../shared/security/password-hasher';
import { AdminAccountsHttpController } from './accounts/admin-accounts.http.controller';
import { CreateAdminAccountHandler } from './accounts/commands/create-admin-account/create-admin-account.handler';
import { ResetAdminPasswordHandler } from './accounts/commands/reset-admin-password/reset-admin-password.handler';
import { ResetAdminTotpHandler } from './accounts/commands/reset-admin-totp/reset-admin-totp.handler';
import { UpdateAdminAccountHandler } from './accounts/commands/update-admin-account/update-admin-account.handler';
import { ListAdminAccountsHandler } from './accounts/queries/list-admin-accounts.handler';
import { ConfirmTotpEnrolmentHandler } from './accounts/totp/confirm-totp-enrolment.handler';
import { DisableTotpHandler } from './accounts/totp/disable-totp.handler';
import { StartTotpEnrolmentHandler } from './accounts/totp/start-totp-enrolment.handler';
import { TotpCodes } from './accounts/totp/totp-codes';
import { TotpSecretBox } from './accounts/domain/totp-secret-box';
import { SealStoredTotpSecrets } from './database/seal-stored-totp-secrets';
import { AppConfigService } from '../shared/config/app-config.service';
import { AdminTotpHttpController } from './accounts/totp/totp.http.controller';
import { AdminAuditLogHttpController } from './audit-log/audit-log.http.controller';
import { ListAuditLogHandler } from './audit-log/list-audit-log.handler';
import { AdminLogInHandler } from './commands/log-in/admin-log-in.handler';
import { AdminLogInHttpController } from './commands/log-in/admin-log-in.http.controller';
import { AdminLogOutHttpController } from './commands/log-out/admin-log-out.http.controller';
import { AdminAccountEntity } from './database/admin-account.entity';
import { AdminAccountWritesRepository } from './database/admin-account-writes.repository';
import { AdminAccountsRepository } from './database/admin-accounts.repository';
import { AuditLogRepository } from './database/audit-log.repository';
import { GetCurrentAdminHandler } from './queries/get-current-admin/get-current-admin.handler';
import { GetCurrentAdminHttpController } from './queries/get-current-admin/get-current-admin.http.controller';
import { GetDashboardHttpController } from './queries/get-dashboard/get-dashboard.http.controller';
import { AdminLedgerHttpController } from './queries/finance/ledger.http.controller';
import { AdminOrdersHttpController } from './queries/finance/orders.http.controller';
import { FictionalConversationsHttpController } from './resources/fictional-conversations/fictional-conversations.http.controller';
import { AdminReconciliationHttpController } from './queries/finance/reconciliation.http.controller';
import { ComplaintAssigneesRepository } from './database/complaint-assignees.repository';
import { AdminComplaintsHttpController } from './resources/complaints/complaints.http.controller';
import {
  AssignConsoleComplaintHandler,
  CloseConsoleComplaintHandler,
  ListComplaintAssigneesHandler,
  ListConsoleComplaintsHandler,
} from './resources/complaints/console-complaints.handlers';
import { AdminSitesHttpController } from './resources/sites/sites.http.controller';
import { AdminCompanyInfoHttpController } from './resources/company_info/company-info.http.controller';
import { AdminDiscountCodesHttpController } from './resources/discount_codes/discount-codes.http.controller';
import { AdminDiscountCodeUsesHttpController } from './resources/discount_codes/discount-code-uses.http.controller';
import { AdminBundlesHttpController } from './resources/bundles/bundles.http.controller';
import { AdminGiftImageHttpController } from './resources/gifts/gift-image.http.controller';
import { AdminGiftsHttpController } from './resources/gifts/gifts.http.controller';
import { AdminRefundOrderHttpController } from './queries/finance/refund-order.http.controller';
import { AdminAdjustCreditsHttpController } from './queries/finance/adjust-credits.http.controller';
import { AdminFinanceChartsHttpController } from './queries/finance/finance-charts.http.controller';
import { AdminPhotoDecisionsHttpController } from './resources/photos/photo-decisions.http.controller';
import { AdminPhotosHttpController } from './resources/photos/photos.http.controller';
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
    AdminComplaintsHttpController,
    AdminSitesHttpController,
    AdminCompanyInfoHttpController,
    AdminDiscountCodeUsesHttpController,
    AdminDiscountCodesHttpController,
    AdminBundlesHttpController,
    AdminGiftImageHttpController,
    AdminGiftsHttpController,
    AdminRefundOrderHttpController,
    AdminAdjustCreditsHttpController,
    AdminFinanceChartsHttpController,
    AdminAccountsHttpController,
    AdminTotpHttpController,
    AdminAuditLogHttpController,
    AdminPhotoDecisionsHttpController,
    AdminPhotosHttpController,
    FictionalConversationsHttpController,
    MembersHttpController,
  ],
  providers: [
    AdminAccountsRepository,
    PasswordHasher,
    AdminLogInHandler,
    GetCurrentAdminHandler,
    ComplaintAssigneesRepository,
    ListConsoleComplaintsHandler,
    ListComplaintAssigneesHandler,
    AssignConsoleComplaintHandler,
    CloseConsoleComplaintHandler,
    AdminAccountWritesRepository,
    AuditLogRepository,
    TotpCodes,
    {
      provide: TotpSecretBox,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => new TotpSecretBox(config.get('TOTP_SECRET_KEY')),
    },
    SealStoredTotpSecrets,
    ListAdminAccountsHandler,
    CreateAdminAccountHandler,
    UpdateAdminAccountHandler,
    ResetAdminPasswordHandler,
    ResetAdminTotpHandler,
    StartTotpEnrolmentHandler,
    ConfirmTotpEnrolmentHandler,
    DisableTotpHandler,
    ListAuditLogHandler,
    MemberDetailReader,
  ],
})
export class AdminModule {}

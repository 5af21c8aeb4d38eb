import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BanMemberHandler } from './commands/ban-member/ban-member.handler';
import { UnbanMemberHandler } from './commands/unban-member/unban-member.handler';
import { ResetLoginLockoutHandler } from './commands/reset-login-lockout/reset-login-lockout.handler';
import { ResendActivationByAdminHandler } from './commands/resend-activation-by-admin/resend-activation-by-admin.handler';
import { AccountModerationRepository } from './database/account-moderation.repository';
import { GetMemberAccountHandler, ListMembersHandler } from './queries/admin/list-members.handler';
import { MembersAdminReader } from './database/members-admin.reader';
import { BannedSessionGuard } from './session/banned-session';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EndSessionsHandler } from './commands/end-sessions/end-sessions.handler';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change/confirm-email-change.handler';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogOutHttpController } from './commands/log-out/log-out.http.controller';
import { RequestEmailChangeHandler } from './commands/request-email-change/request-email-change.handler';
import { RequestEmailChangeHttpController } from './commands/request-email-change/request-email-change.http.controller';
import { UpdateAccountHandler } from './commands/update-account/update-account.handler';
import { AccountLifecycleRepository } from './database/account-lifecycle.repository';
import { AccountsRepository } from './database/accounts.repository';
import { GetCurrentAccountHandler } from './queries/get-current-account/get-current-account.handler';
import { RestoreEmailHandler } from './commands/restore-email/restore-email.handler';
import { RestoreEmailHttpController } from './commands/restore-email/restore-email.http.controller';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { DeleteAccountHttpController } from './commands/delete-account/delete-account.http.controller';
import { ReactivateAccountHandler } from './commands/reactivate-account/reactivate-account.handler';
import { ReactivateAccountHttpController } from './commands/reactivate-account/reactivate-account.http.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordHttpController } from './commands/change-password/change-password.http.controller';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { RequestPasswordResetHttpController } from './commands/request-password-reset/request-password-reset.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { PasswordHasher } from '../shared/security/password-hasher';
import { EraseExpiredAccountsProcessor, EraseExpiredAccountsSchedule } from './jobs/erase-expired-accounts';
import { ActivateAccountHandler } from './commands/activate-account/activate-account.handler';
import { ActivateAccountHttpController } from './commands/activate-account/activate-account.http.controller';
import { ResendActivationHandler } from './commands/resend-activation/resend-activation.handler';
import { ResendActivationHttpController } from './commands/resend-activation/resend-activation.http.controller';
import { GrantPremium, RevokePremium } from './events/premium.handler';
import { KeepDisplayName } from './events/keep-display-name.handler';
import { SignupHandler } from './commands/signup/signup.handler';
import { AccountReadsRepository } from './database/account-reads.repository';
import { AccountRowCache } from './database/account-row.cache';
import { AccountTokenEntity } from './database/account-token.entity';
import { AccountEntity } from './database/account.entity';
import { LoginThrottle } from './login/login-throttle';
import { IdentityMailer } from './mail/identity-mailer';
import { GetAccountStatsHandler } from './queries/get-account-stats/get-account-stats.handler';
import {
  DisableNotificationsByEmailHandler,
  DisableNotificationsHandler,
  EnableNotificationsHandler,
} from './commands/notifications-disabled/notifications-disabled.handlers';
import { AccountNotificationsRepository } from './database/account-notifications.repository';
import { GetNotificationRecipientHandler } from './queries/get-notification-recipient/get-notification-recipient.handler';
import { GetMemberStatusHandler } from './queries/get-member-status/get-member-status.handler';
import { GetHiddenAccountIdsHandler } from './queries/get-hidden-accounts/get-hidden-account-ids.handler';
import { GetDepartedAccountIdsHandler } from './queries/get-hidden-accounts/get-departed-account-ids.handler';
import { ListDeletedAccountIdsHandler } from './queries/list-deleted-accounts/list-deleted-account-ids.handler';
import { ListMailableAccountIdsHandler } from './queries/list-mailable-accounts/list-mailable-account-ids.handler';
import { MailableAccountsReader } from './database/mailable-accounts.reader';
import { MemberSessionSerializer } from './session/member-session.serializer';
import { MemberSiteCheck } from './session/member-site.check';
import { AccountTokenStore } from './database/account-token-store';
import { ScheduledRuns } from '../shared/scheduling/scheduled-runs';
import { MailRecipientsReader } from './database/mail-recipients.reader';
import { ListMailRecipientsHandler } from './queries/list-mail-recipients/list-mail-recipients.handler';
import { ExportAccountDataHandler } from './queries/export-account-data/export-account-data.handler';
import { AccountDataExportReader } from './database/account-data-export';

/** Accounts, sessions, signup, activation, login, passwords, e-mail change, deletion, invisible mode. */
@Module({
  imports: [
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([AccountEntity, AccountTokenEntity]),
  ],
  controllers: [
    ActivateAccountHttpController,
    ResendActivationHttpController,
    LogOutHttpController,
    RequestPasswordResetHttpController,
    ResetPasswordHttpController,
    ChangePasswordHttpController,
    RequestEmailChangeHttpController,
    RestoreEmailHttpController,
    DeleteAccountHttpController,
    ReactivateAccountHttpController,
  ],
  providers: [
    MemberSessionSerializer,
    MemberSiteCheck,
    { provide: APP_GUARD, useClass: BannedSessionGuard },
    AccountModerationRepository,
    BanMemberHandler,
    UnbanMemberHandler,
    ResetLoginLockoutHandler,
    ResendActivationByAdminHandler,
    ListMembersHandler,
    GetMemberAccountHandler,
    MembersAdminReader,
    AccountRowCache,
    AccountReadsRepository,
    GetAccountStatsHandler,
    GetCurrentAccountHandler,
    GetNotificationRecipientHandler,
    AccountNotificationsRepository,
    DisableNotificationsHandler,
    DisableNotificationsByEmailHandler,
    EnableNotificationsHandler,
    AccountsRepository,
    AccountLifecycleRepository,
    PasswordHasher,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    RestoreEmailHandler,
    LogInHandler,
    UpdateAccountHandler,
    RequestEmailChangeHandler,
    ConfirmEmailChangeHandler,
    GetHiddenAccountIdsHandler,
    GetDepartedAccountIdsHandler,
    GetMemberStatusHandler,
    ExportAccountDataHandler,
    AccountDataExportReader,
    ListDeletedAccountIdsHandler,
    MailableAccountsReader,
    ListMailableAccountIdsHandler,
    SignupHandler,
    EndSessionsHandler,
    AccountTokenStore,
    LoginThrottle,
    IdentityMailer,
    EraseExpiredAccountsSchedule,
    EraseExpiredAccountsProcessor,
    ScheduledRuns,
    MailRecipientsReader,
    ListMailRecipientsHandler,
    ActivateAccountHandler,
    DeleteAccountHandler,
    ReactivateAccountHandler,
    ResendActivationHandler,
    GrantPremium,
    RevokePremium,
    KeepDisplayName,
  ],
})
export class IdentityModule {}

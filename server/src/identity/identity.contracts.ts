import { Query } from '@nestjs/cqrs';
import type { SessionMember } from '../shared/http/current-member.decorator';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';
import type { CurrentAccountRow } from './database/account-rows';

export interface AccountStats {
  membersTotal: number;
  signupsLast7Days: number;
}

export class GetAccountStatsQuery extends Query<AccountStats> {}

/**
 * Accounts deleted but not yet erased (their profiles still exist for the reactivation window): counts
 * of members elsewhere leave them out, as `membersTotal` does.
 */
export class ListDeletedAccountIdsQuery extends Query<number[]> {}

export type { SessionMember } from '../shared/http/current-member.decorator';

/**
 * `request.user` of a logged-in member: what the session holds plus the account row the session check
 * read in this request, so user.php need not read it again. Written by nothing: only for showing.
 */
export interface LoggedInMember extends SessionMember {
  account: CurrentAccountRow;
}

export interface TrackingData {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

/** What the member said of themselves at signup, for profiles to make the profile from. */
export interface RegisteredProfile {
  name: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  birthDate: string;
  country: string;
  regionId: number | null;
  city: string;
  about: string;
}

/**
 * A visitor became a member (status not_confirmed). Profiles makes the profile from it, billing grants
 * the free signup credits (through the outbox: neither can be lost).
 */
export class AccountRegistered {
  constructor(
    readonly accountId: number,
    readonly siteId: number,
    readonly language: string,
    readonly tracking: TrackingData,
    readonly profile: RegisteredProfile,
    readonly occurredAt: Date,
  ) {}
}

/** The member followed the activation link. */
export class AccountActivated {
  constructor(
    readonly accountId: number,
    readonly occurredAt: Date,
  ) {}
}

/** Hidden at once; reversible for 14 days. */
export class AccountDeleted {
  constructor(
    readonly accountId: number,
    readonly reason: string,
    readonly occurredAt: Date,
  ) {}
}

export class AccountReactivated {
  constructor(
    readonly accountId: number,
    readonly occurredAt: Date,
  ) {}
}

/** 14 days after deletion the personal data is gone for good; modules erase what they hold of it. */
export class AccountErased {
  constructor(
    readonly accountId: number,
    readonly occurredAt: Date,
  ) {}
}

/** Search, likes and messaging filter invisible members out. */
export class InvisibleModeChanged {
  constructor(
    readonly accountId: number,
    readonly invisible: boolean,
    readonly occurredAt: Date,
  ) {}
}

/** Accounts other modules must not show: invisible, deleted, erased or banned. */
export class GetHiddenAccountIdsQuery extends Query<number[]> {
  constructor(readonly accountIds: number[]) {
    super();
  }
}

/**
 * Of the given accounts, those gone from their partners' conversations: deleted, erased, banned or
 * unknown. Invisible mode is not among them (existing conversations go on, SPEC §4). An unban brings
 * the member's conversations back.
 */
export class GetDepartedAccountIdsQuery extends Query<number[]> {
  constructor(readonly accountIds: number[]) {
    super();
  }
}

export interface MemberStatus {
  accountId: number;
  status: 'not_confirmed' | 'activated';
  paidUser: boolean;
  invisible: boolean;
  deleted: boolean;
  /** Banned by a moderator: gone from others' lists and conversations until unbanned. */
  banned: boolean;
  siteId: number;
  /** When the account was made (the time bonus runs 4 hours from it). */
  signedUpAt: Date;
}

/** What other modules may know of a member's standing (premium, hidden). Null when unknown. */
export class GetMemberStatusQuery extends Query<MemberStatus | null> {
  constructor(readonly accountId: number) {
    super();
  }
}

import type { NotificationsDisabledReason } from './domain/notifications-disabled';

export {
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationsDisabledReason,
} from './domain/notifications-disabled';

/** What notifications needs to mail a member, read fresh (not from a cache): a bounce must stop mails at once. */
export interface NotificationRecipient {
  accountId: number;
  siteId: number;
  /** Null when the account is deleted or erased. */
  email: string | null;
  language: string;
  notificationsDisabled: NotificationsDisabledReason[];
}

/**
 * Null when no such account exists. Read from the table, unless `cached`: then from the session check's
 * per-instance cache (a change shows once PostgreSQL's notice of it arrives, a moment after its commit).
 */
export class GetNotificationRecipientQuery extends Query<NotificationRecipient | null> {
  constructor(
    readonly accountId: number,
    readonly cached = false,
  ) {
    super();
  }
}

/**
 * A page of the accounts a mail to many members may go to (activated, not deleted, address not disabled),
 * of one site or all (null), by id after `afterId`, at most `limit` (up to 1000).
 */
export class ListMailableAccountIdsQuery extends Query<number[]> {
  constructor(
    readonly siteId: number | null,
    readonly afterId: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** The published rules for names and dates of birth, which the profile editor applies too. */
export { ageOn, isEmail, MIN_AGE, signupErrors } from './domain/signup-rules';

registerOutboxEvents(
  AccountRegistered,
  AccountActivated,
  AccountDeleted,
  AccountReactivated,
  AccountErased,
  InvisibleModeChanged,
);

export { LogInCommand } from './commands/log-in/log-in.command';
export { LogInRequestDto } from './commands/log-in/log-in.request.dto';
export { UpdateAccountCommand } from './commands/update-account/update-account.command';
export { UpdateAccountRequestDto } from './commands/update-account/update-account.request.dto';
export { SignupCommand } from './commands/signup/signup.command';
export { SignupRequestDto } from './commands/signup/signup.request.dto';
export { ConfirmEmailChangeCommand } from './commands/confirm-email-change/confirm-email-change.command';
export { ConfirmEmailChangeRequestDto } from './commands/confirm-email-change/confirm-email-change.request.dto';
export {
  DisableNotificationsByEmailCommand,
  DisableNotificationsCommand,
  EnableNotificationsCommand,
} from './commands/notifications-disabled/notifications-disabled.commands';
export { GetCurrentAccountQuery } from './queries/get-current-account/get-current-account.query';
export type { CurrentAccountRow } from './database/account-rows';
export {
  ListMailRecipientsQuery,
  type MailRecipient,
  type MailRecipientsFilter,
} from './queries/list-mail-recipients/list-mail-recipients.query';

/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportAccountDataQuery } from './queries/export-account-data/export-account-data.query';
// ── Members in the admin console (moderation; each command carries its AuditActor) ────────────────

/** An operator or moderator banned the member: their sessions have ended (messaging closes their sockets). */
export class MemberBanned {
  constructor(
    readonly accountId: number,
    readonly adminId: number,
    readonly occurredAt: Date,
  ) {}
}

/** The ban was lifted: the member may log in again. */
export class MemberUnbanned {
  constructor(
    readonly accountId: number,
    readonly adminId: number,
    readonly occurredAt: Date,
  ) {}
}

registerOutboxEvents(MemberBanned, MemberUnbanned);

export { BanMemberCommand } from './commands/ban-member/ban-member.command';
export { UnbanMemberCommand } from './commands/unban-member/unban-member.command';
export { ResetLoginLockoutCommand } from './commands/reset-login-lockout/reset-login-lockout.command';
export { ResendActivationByAdminCommand } from './commands/resend-activation-by-admin/resend-activation-by-admin.command';
export { GetMemberAccountQuery, ListMembersQuery } from './queries/admin/list-members.query';
export { MEMBER_LIST_FILTERS, MEMBER_SORT_FIELDS } from './database/member-list';
import { MemberAccountDetail, MemberAdminRow } from './queries/admin/member-admin-row.response';
export { MemberAccountDetail, MemberAdminRow };

import { Command, Query } from '@nestjs/cqrs';

/** The public face of the notifications module: the commands, queries and events other modules may use. */

/** The e-mail notification types of SPEC §3, each of which a member can switch off. */
export type EmailNotificationType =
  | 'new_conversations'
  | 'new_messages'
  | 'like'
  | 'unread_message_reminders'
  | 'promotions'
  | 'weekly_updates'
  | 'news'
  | 'reminders';

/** Every e-mail notification type, in the order the preferences page lists them. */
export const EMAIL_NOTIFICATION_TYPES: readonly EmailNotificationType[] = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
];

/** How often mails about messages and likes go out: at once, in a daily digest, or not at all. */
export type NotificationFrequency = 'instant' | 'daily' | 'never';

export const NOTIFICATION_FREQUENCIES: readonly NotificationFrequency[] = ['instant', 'daily', 'never'];

import type { NotificationsDisabledReason } from '../identity/identity.contracts';

export type { NotificationsDisabledReason } from '../identity/identity.contracts';

export { NOTIFICATIONS_DISABLED_REASONS } from '../identity/identity.contracts';

export interface NotificationPreferences {
  /** Each type on or off; default: all on. */
  email: Record<EmailNotificationType, boolean>;
  /** Default: 'instant' for both. */
  frequency: { messages: NotificationFrequency; likes: NotificationFrequency };
  /** From identity's account: while not empty, no notification mail goes out (account mails still do). */
  notificationsDisabled: NotificationsDisabledReason[];
  /** The member's language (two letters), for mails. */
  language: string;
  /**
   * The account's e-mail address; null when the account is deleted or erased. (The contract's sketch named
   * this `email` as well, which clashes with the per-type switches above: it is `emailAddress`.)
   */
  emailAddress: string | null;
}

/**
 * The member's notification preferences with identity's part; null when no such account exists. Read
 * fresh, unless `cached`: then from this instance's caches, which hear of a change from anywhere a moment
 * after its commit (for a pre-check on every message; what is mailed is decided on a fresh read).
 */
export class GetNotificationPreferencesQuery extends Query<NotificationPreferences | null> {
  constructor(
    readonly memberId: number,
    readonly cached = false,
  ) {
    super();
  }
}

/** One language's text of a promotion or news mail: a subject and a plain-text body (blank lines part paragraphs). */
export interface AnnouncementText {
  subject: string;
  body: string;
}

/**
 * Mails a promotion or news to every member (of one site, or of all with null) who is activated, has that
 * type switched on and a working address, each in their language (`texts.en` when theirs is missing), with
 * one-click unsubscribe. Runs as a job; the same `campaign` of a type mails each member once, however often
 * it is sent. Answers the job's id.
 */
export class SendAnnouncementCommand extends Command<{ jobId: string }> {
  constructor(
    readonly type: 'promotions' | 'news',
    /** The operator's name for this mailing (letters, digits, `-`, `_`; up to 64). */
    readonly campaign: string,
    readonly siteId: number | null,
    readonly texts: { en: AnnouncementText } & Partial<Record<string, AnnouncementText>>,
  ) {
    super();
  }
}

/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportNotificationDataQuery } from './preferences/queries/export-notification-data/export-notification-data.query';

/**
 * Mails a member a notification (docs/api.md, "Notification mails"): unless the type is `account`
 * (transactional), only when the member has that type switched on and their address is not disabled
 * (bounce, complaint, list unsubscribe); rendered from `templates/<template>.(subject|txt|html).hbs` in
 * the member's language, with RFC 8058 one-click unsubscribe headers for every type but `account`, and
 * queued on the mail queue (retries with backoff). The same `dedupeKey` never makes a second mail.
 * Answers whether a mail was queued by this call.
 */
export class NotifyByMailCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly memberId: number,
    readonly type: EmailNotificationType | 'account',
    readonly template: string,
    readonly params: Record<string, unknown>,
    readonly dedupeKey: string,
  ) {
    super();
  }
}

import type { SchedulePeriod } from '../../shared/scheduling/periods';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A message unread this long brings its recipient a reminder (docs/decisions.md, "Scheduled notification jobs"). */
export const UNREAD_REMINDER_AFTER_MS = DAY_MS;
/** Messages unread for longer than this no longer bring reminders: a member who stays away is left alone. */
export const UNREAD_REMINDER_UNTIL_MS = 7 * DAY_MS;
/** An account not confirmed this long after signup gets the activation reminder (once). */
export const ACTIVATION_REMINDER_AFTER_MS = DAY_MS;
/** Accounts signed up longer ago than this get no activation reminder (their activation link has long been mailed). */
export const ACTIVATION_REMINDER_UNTIL_MS = 7 * DAY_MS;
/** Members whose weekly update a page of the run handles together. */
export const RECIPIENTS_PER_PAGE = 500;

/**
 * The scheduled notification jobs: their Bull job name (and scheduled_runs job), how often each runs, and
 * the UTC hour before which a period's run does not start: the daily and weekly mails go out in the
 * (European) late afternoon, when members read them, not at midnight.
 */
export const NOTIFICATION_JOBS = {
  unreadMessageReminders: { name: 'unread-message-reminders', period: 'day', fromHourUtc: 16 },
  weeklyUpdates: { name: 'weekly-updates', period: 'week', fromHourUtc: 16 },
  activationReminders: { name: 'activation-reminders', period: 'hour', fromHourUtc: 0 },
} as const satisfies Record<string, { name: string; period: SchedulePeriod; fromHourUtc: number }>;

export type NotificationJob = keyof typeof NOTIFICATION_JOBS;

/** What one run did: members it looked at, and mails it queued (a mail already sent for the key is not queued again). */
export interface NotificationJobResult {
  considered: number;
  queued: number;
}

/** The dedupe keys of the mails: one unread reminder a member and day, one weekly update a member and week, one activation reminder ever. */
export const dedupeKeys = {
  unreadReminder: (memberId: number, day: string) => `unread-reminder:${memberId}:${day}`,
  weeklyUpdate: (memberId: number, week: string) => `weekly-update:${memberId}:${week}`,
  activationReminder: (memberId: number) => `activation-reminder:${memberId}`,
};

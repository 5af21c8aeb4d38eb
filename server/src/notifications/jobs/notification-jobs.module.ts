import { Module } from '@nestjs/common';
import { ScheduledRuns } from '../../shared/scheduling/scheduled-runs';
import { ActivationReminders } from './activation-reminders';
import { NotificationJobsProcessor } from './notification-jobs.processor';
import { NotificationJobsSchedule } from './notification-jobs.schedule';
import { JobMailer } from './job-mailer';
import { UnreadMessageReminders } from './unread-message-reminders';
import { WeeklyUpdates } from './weekly-updates';

/**
 * Scheduled notification mails: unread-message reminders (daily), weekly updates (weekly), the activation
 * reminder (hourly). @nestjs/schedule triggers, Bull (`notification-jobs`) does the work, once per period
 * (docs/decisions.md, "Scheduled notification jobs").
 */
@Module({
  providers: [
    ScheduledRuns,
    NotificationJobsSchedule,
    NotificationJobsProcessor,
    UnreadMessageReminders,
    WeeklyUpdates,
    ActivationReminders,
    JobMailer,
  ],
})
export class NotificationJobsModule {}

import { Module } from '@nestjs/common';

/** Push, preferences, notification mails and reminder jobs arrive with the notifications issue. */
@Module({})
export class NotificationsModule {}

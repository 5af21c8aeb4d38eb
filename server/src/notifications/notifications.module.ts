import { Module } from '@nestjs/common';
import { PushModule } from './push/push.module';

/** Push, preferences, notification mails and reminder jobs (each helper's sub-module, one import each). */
@Module({ imports: [PushModule] })
export class NotificationsModule {}

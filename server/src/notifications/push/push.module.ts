import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { PushFlagMiddleware } from './commands/subscribe-push/push-flag.middleware';
import { SubscribePushHandler } from './commands/subscribe-push/subscribe-push.handler';
import { RemovePushDeviceHandler } from './commands/remove-push-device/remove-push-device.handler';
import { UpdatePushSettingsHandler } from './commands/update-push-settings/update-push-settings.handler';
import { PushSubscriptionsRepository } from './database/push-subscriptions.repository';
import { PushTargetsCache } from './database/push-targets.cache';
import {
  ErasePushRowsOnErasure,
  PushQueue,
  QueueLikePush,
  QueueMatchPushes,
  QueueMessagePush,
} from './events/queue-pushes.handlers';
import { PushProcessor } from './jobs/push.processor';
import { WebPushSender } from './jobs/web-push.sender';
import { ListPushSubscriptionsHandler } from './queries/list-push-subscriptions/list-push-subscriptions.handler';
import { PushSubscriptionsHttpController } from './queries/list-push-subscriptions/push-subscriptions.http.controller';

/**
 * Web push: the member's devices and settings (push-subscriptions.php, and POST user.php?push=1), and the
 * pushes for new messages, likes and matches (outbox handlers → Bull `push` → web-push).
 */
@Module({
  controllers: [PushSubscriptionsHttpController],
  providers: [
    PushSubscriptionsRepository,
    PushTargetsCache,
    SubscribePushHandler,
    UpdatePushSettingsHandler,
    RemovePushDeviceHandler,
    ListPushSubscriptionsHandler,
    PushQueue,
    QueueMessagePush,
    QueueLikePush,
    QueueMatchPushes,
    ErasePushRowsOnErasure,
    WebPushSender,
    PushProcessor,
  ],
})
export class PushModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PushFlagMiddleware).forRoutes({ path: 'api/user.php', method: RequestMethod.POST });
  }
}

import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../../identity/identity.contracts';
import { AppConfigService } from '../../../../shared/config/app-config.service';
import { ApiError } from '../../../../shared/errors/api-error';
import { GetSitePushKeysQuery } from '../../../../site/site.contracts';
import { PushSubscriptionsRepository } from '../../database/push-subscriptions.repository';
import { deviceLabel } from '../../domain/device-label';
import { parsePushSubscription } from '../../domain/push-subscription-input';
import { isUsableVapidPair } from '../../domain/vapid-keys';
import { SubscribePushCommand } from './subscribe-push.command';

@CommandHandler(SubscribePushCommand)
export class SubscribePushHandler implements ICommandHandler<SubscribePushCommand> {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfigService,
  ) {}

  async execute(command: SubscribePushCommand): Promise<{ deviceId: number }> {
    const parsed = parsePushSubscription(command.body, this.config.get('NODE_ENV') === 'production');
    if ('error' in parsed) throw ApiError.invalidField('subscription', parsed.error.slice(5), parsed.error);
    const member = await this.queryBus.execute(new GetMemberStatusQuery(command.memberId));
    if (!member || member.deleted) throw ApiError.authenticationRequired();
    // Without a usable key pair no push could be signed: refuse rather than store what never works.
    const keys = await this.queryBus.execute(new GetSitePushKeysQuery(member.siteId));
    if (!isUsableVapidPair(keys)) throw new ApiError(503, 'push_unavailable', 'push.unavailable');
    const device = await this.subscriptions.subscribe(
      command.memberId,
      member.siteId,
      parsed.subscription,
      deviceLabel(command.userAgent),
    );
    return { deviceId: device.id };
  }
}

import { Inject } from '@nestjs/common';
import {
  CommandHandler,
  type ICommandHandler,
  type IQueryHandler,
  QueryBus,
  QueryHandler,
} from '@nestjs/cqrs';
import { GetNotificationRecipientQuery } from '../../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { AppConfigService } from '../../../../shared/config/app-config.service';
import { NotificationPreferencesRepository } from '../../../database/notification-preferences.repository';
import { verifyUnsubscribeToken } from '../../unsubscribe-link';
import {
  CheckUnsubscribeTokenQuery,
  UnsubscribeCommand,
  type UnsubscribeTargetView,
} from './unsubscribe.command';

/** The token's member and type when it is signed with our secret and the account still exists. */
async function targetOf(
  token: unknown,
  config: AppConfigService,
  queryBus: QueryBus,
): Promise<UnsubscribeTargetView | null> {
  const target = verifyUnsubscribeToken(config.get('UNSUBSCRIBE_SECRET'), token);
  if (!target) return null;
  const recipient = await queryBus.execute(new GetNotificationRecipientQuery(target.memberId));
  if (!recipient) return null;
  return { ...target, language: recipient.language };
}

@QueryHandler(CheckUnsubscribeTokenQuery)
export class CheckUnsubscribeTokenHandler implements IQueryHandler<CheckUnsubscribeTokenQuery> {
  constructor(
    private readonly config: AppConfigService,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ token }: CheckUnsubscribeTokenQuery): Promise<UnsubscribeTargetView | null> {
    return targetOf(token, this.config, this.queryBus);
  }
}

/** No login: the signed token is the authority. Repeating it changes nothing more. */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly config: AppConfigService,
    private readonly queryBus: QueryBus,
    private readonly preferences: NotificationPreferencesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<UnsubscribeTargetView | null> {
    const target = await targetOf(token, this.config, this.queryBus);
    if (!target) return null;
    await this.preferences.switchOff(target.memberId, target.type, this.clock.now());
    return target;
  }
}

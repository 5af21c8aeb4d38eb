import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesRepository } from '../../database/profiles.repository';
import { RecordActivityCommand } from '../../profiles.contracts';
import { RecentActivity } from './recent-activity';

const MINUTE_MS = 60 * 1000;

/**
 * Runs on every authenticated request, so it writes at most once a minute per member: this instance
 * remembers when it last wrote (no round trip for the other requests of that minute), and the condition
 * in the UPDATE decides atomically between instances and parallel requests.
 */
@CommandHandler(RecordActivityCommand)
export class RecordActivityHandler implements ICommandHandler<RecordActivityCommand> {
  constructor(
    private readonly profiles: ProfilesRepository,
    @Inject(RecentActivity) private readonly recent: RecentActivity,
  ) {}

  async execute({ accountId, at }: RecordActivityCommand): Promise<void> {
    if (!this.recent.claim(accountId, at.getTime(), MINUTE_MS)) return;
    await this.profiles.touchLastActive(accountId, at, new Date(at.getTime() - MINUTE_MS));
  }
}

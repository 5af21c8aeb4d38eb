import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesRepository } from '../../database/profiles.repository';
import { RecordActivityCommand } from '../../profiles.contracts';
import { RecentActivity } from './recent-activity';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

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
    const previous = this.recent.lastWriteOf(accountId);
    if (!this.recent.claim(accountId, at.getTime(), MINUTE_MS)) return;
    // This instance wrote within this hour already: the stored time is in it, so no new hour can
    // start (search's event), and the write is one statement instead of a transaction with the outbox.
    const sameHour =
      previous !== undefined &&
      previous <= at.getTime() &&
      Math.floor(previous / HOUR_MS) === Math.floor(at.getTime() / HOUR_MS);
    const notBefore = new Date(at.getTime() - MINUTE_MS);
    if (sameHour) await this.profiles.touchLastActiveWithinHour(accountId, at, notBefore);
    else await this.profiles.touchLastActive(accountId, at, notBefore);
  }
}

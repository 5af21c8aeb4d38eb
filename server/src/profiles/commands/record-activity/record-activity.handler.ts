import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProfileEntity } from '../../database/profile.entity';
import { RecordActivityCommand } from '../../profiles.contracts';

const MINUTE_MS = 60 * 1000;

/**
 * Runs on every authenticated request, so it writes at most once a minute per member: the condition in
 * the UPDATE decides atomically, and parallel requests of one member find the row already current.
 */
@CommandHandler(RecordActivityCommand)
export class RecordActivityHandler implements ICommandHandler<RecordActivityCommand, void> {
  constructor(@InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>) {}

  async execute({ accountId, at }: RecordActivityCommand): Promise<void> {
    await this.profiles.query(
      'UPDATE profiles SET last_active_at = $2 WHERE id = $1 AND last_active_at <= $3',
      [accountId, at, new Date(at.getTime() - MINUTE_MS)],
    );
  }
}

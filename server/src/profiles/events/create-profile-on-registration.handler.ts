import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { AccountRegistered } from '../../identity/identity.contracts';
import { ProfileEntity } from '../database/profile.entity';
import { sexualityOf } from '../domain/sexuality';

/** A new member's profile, from what they said at signup; disabled until the account is activated. */
@HandlesOutboxEvent(AccountRegistered)
export class CreateProfileOnRegistration implements OutboxEventHandler<AccountRegistered> {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  async handle(
    { accountId, siteId, profile }: AccountRegistered,
    { manager }: OutboxDelivery,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ProfileEntity)
      .values({
        id: accountId,
        siteId,
        status: 'disabled',
        name: profile.name,
        gender: profile.gender,
        seeking: profile.seeking,
        sexuality: sexualityOf(profile.gender, profile.seeking),
        birthDate: profile.birthDate,
        country: profile.country,
        regionId: profile.regionId,
        city: profile.city,
        about: profile.about,
        fictional: false,
        lastActiveAt: this.clock.now(),
      })
      .orIgnore() // delivered once; a profile already there (seeded, or an old run) stays as it is
      .execute();
  }
}

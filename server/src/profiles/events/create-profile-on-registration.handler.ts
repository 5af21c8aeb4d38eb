import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { AccountRegistered } from '../../identity/identity.contracts';
import { insertDisabledProfile } from '../database/profile-event-writes';
import { sexualityOf } from '../domain/sexuality';

/** A new member's profile, from what they said at signup; disabled until the account is activated. */
@HandlesOutboxEvent(AccountRegistered)
export class CreateProfileOnRegistration implements OutboxEventHandler<AccountRegistered> {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  async handle(
    { accountId, siteId, profile }: AccountRegistered,
    { manager }: OutboxDelivery,
  ): Promise<void> {
    await insertDisabledProfile(manager, {
      id: accountId,
      siteId,
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      sexuality: sexualityOf(profile.gender, profile.seeking),
      birthDate: profile.birthDate,
      country: profile.country,
      regionId: profile.regionId,
      city: profile.city,
      about: profile.about,
      lastActiveAt: this.clock.now(),
    });
  }
}

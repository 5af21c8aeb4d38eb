import type { EntityManager } from 'typeorm';
import { ProfileEntity } from './profile.entity';

// The profile of a registration, written in the outbox delivery's transaction (marked done with it).

export type RegisteredProfileRow = Pick<
  ProfileEntity,
  | 'id'
  | 'siteId'
  | 'name'
  | 'gender'
  | 'seeking'
  | 'sexuality'
  | 'birthDate'
  | 'country'
  | 'regionId'
  | 'city'
  | 'about'
  | 'lastActiveAt'
>;

/** A new member's profile, disabled until activation; one already there (seeded, or an old run) stays. */
export async function insertDisabledProfile(
  manager: EntityManager,
  profile: RegisteredProfileRow,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(ProfileEntity)
    .values({ ...profile, status: 'disabled', fictional: false })
    .orIgnore()
    .execute();
}

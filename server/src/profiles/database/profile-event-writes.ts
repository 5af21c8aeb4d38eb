import type { EntityManager } from 'typeorm';
import { ProfileEntity } from './profile.entity';

// Writes of profiles' outbox handlers, in the delivery's transaction (marked done with it).

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

/** Enables the profile; answers its name, or null when there is no such profile. */
export async function enableProfile(manager: EntityManager, profileId: number): Promise<string | null> {
  const [rows] = (await manager.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1 RETURNING name`, [
    profileId,
  ])) as [{ name: string }[], number];
  return rows[0]?.name ?? null;
}

/** The profile with its photos and interests (they cascade). */
export async function deleteProfile(manager: EntityManager, profileId: number): Promise<void> {
  await manager.delete(ProfileEntity, { id: profileId });
}

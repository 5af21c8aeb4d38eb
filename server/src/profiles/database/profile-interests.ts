import type { EntityManager } from 'typeorm';

/** Replaces a profile's interests with `interestIds`, inside the caller's transaction. */
export async function replaceProfileInterests(
  manager: EntityManager,
  profileId: number,
  interestIds: number[],
): Promise<void> {
  await manager.query(`DELETE FROM profile_interests WHERE profile_id = $1`, [profileId]);
  if (!interestIds.length) return;
  await manager.query(
    `INSERT INTO profile_interests (profile_id, interest_id) SELECT $1, unnest($2::int[])`,
    [profileId, interestIds],
  );
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type Publish, Outbox } from '../../shared/outbox/outbox';
import type { Appearance, Ethnicity } from '../domain/profile-attributes';
import { InterestEntity } from './interest.entity';
import { PhotoEntity } from './photo.entity';
import { ProfileSummaryCache } from './profile-summary.cache';
import { replaceProfileInterests } from './profile-interests';
import { ProfileEntity, type StoredGeocode } from './profile.entity';
import { RegionEntity } from './region.entity';
import { ProfileUpdated } from '../profiles.contracts';

/** What a member's own profile shows, read on one connection. */
export interface OwnProfileRows {
  profile: ProfileEntity;
  region: RegionEntity | null;
  interests: number[];
  main: PhotoEntity | null;
  photoCount: number;
}

/** The writes of a profile edit, in one transaction with the profile row locked. */
export interface ProfileEdit {
  /** Every region's id and country, to check a region against its country. */
  regions(): Promise<Pick<RegionEntity, 'id' | 'country'>[]>;
  /** Every interest's id. */
  allInterestIds(): Promise<number[]>;
  update(columns: Partial<ProfileEntity>): Promise<void>;
  replaceInterests(interestIds: number[]): Promise<void>;
  publish: Publish;
  /** The profile as the transaction sees it now. */
  ownProfileRows(): Promise<OwnProfileRows | null>;
}

export interface MatchPreferencesRow {
  id: number;
  appearance: Appearance | null;
  ethnicity: Ethnicity | null;
}

export interface ProfileCountsRow {
  byGender: { gender: string; n: number }[];
  fictional: number;
  photos: number;
}

/** Profile rows: the reads and small writes of profiles' commands and queries. */
@Injectable()
export class ProfilesRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly outbox: Outbox,
    private readonly summaries: ProfileSummaryCache,
  ) {}

  find(profileId: number): Promise<ProfileEntity | null> {
    return this.profiles.findOneBy({ id: profileId });
  }

  exists(profileId: number): Promise<boolean> {
    return this.profiles.existsBy({ id: profileId });
  }

  /** Stores the member's located place; a new place publishes ProfileUpdated (search measures distances from it). */
  async setGeocode(profileId: number, geocode: StoredGeocode, at: Date): Promise<void> {
    this.summaries.writing(profileId);
    await this.outbox.transaction(async (manager, publish) => {
      const [rows] = (await manager.query(
        `WITH before AS (SELECT geocode FROM profiles WHERE id = $1)
         UPDATE profiles p SET geocode = $2 FROM before WHERE p.id = $1
         RETURNING p.name, (before.geocode->'lat', before.geocode->'lon')
           IS DISTINCT FROM ($2::jsonb->'lat', $2::jsonb->'lon') AS moved`,
        [profileId, geocode],
      )) as [{ name: string; moved: boolean }[], number];
      const updated = rows[0];
      if (updated?.moved) await publish(new ProfileUpdated(profileId, ['geocode'], updated.name, at));
    });
  }

  /**
   * Sets last_active_at to `at` unless it is already later than `notBefore` (one write a minute). The
   * first activity of an hour publishes ProfileUpdated: search ranks members by the hour of their activity.
   */
  async touchLastActive(profileId: number, at: Date, notBefore: Date): Promise<void> {
    await this.outbox.transaction(async (manager, publish) => {
      const [rows] = (await manager.query(
        `WITH before AS (SELECT last_active_at FROM profiles WHERE id = $1)
         UPDATE profiles p SET last_active_at = $2 FROM before
          WHERE p.id = $1 AND p.last_active_at <= $3
         RETURNING p.name, date_trunc('hour', before.last_active_at) <> date_trunc('hour', $2::timestamptz) AS new_hour`,
        [profileId, at, notBefore],
      )) as [{ name: string; new_hour: boolean }[], number];
      const touched = rows[0];
      if (touched?.new_hour)
        await publish(new ProfileUpdated(profileId, ['last_active_at'], touched.name, at));
    });
  }

  /** touchLastActive when the stored time is known to be in `at`'s hour: no event can be due. */
  async touchLastActiveWithinHour(profileId: number, at: Date, notBefore: Date): Promise<void> {
    await this.profiles.query(
      'UPDATE profiles SET last_active_at = $2 WHERE id = $1 AND last_active_at <= $3',
      [profileId, at, notBefore],
    );
  }

  /**
   * The activated account's profile goes live, in the outbox delivery's transaction `manager`, with
   * ProfileUpdated in it: search lists the member from now on.
   */
  async enableWithin(manager: EntityManager, profileId: number, at: Date): Promise<void> {
    this.summaries.writing(profileId);
    const [rows] = (await manager.query(
      `UPDATE profiles SET status = 'enabled' WHERE id = $1 RETURNING name`,
      [profileId],
    )) as [{ name: string }[], number];
    const enabled = rows[0];
    if (enabled) await this.outbox.add(manager, new ProfileUpdated(profileId, ['status'], enabled.name, at));
  }

  /** Erasure: the profile with its photos and interests (they cascade), in the delivery's transaction. */
  async deleteWithin(manager: EntityManager, profileId: number): Promise<void> {
    this.summaries.writing(profileId);
    await manager.delete(ProfileEntity, { id: profileId });
  }

  /** Profiles by gender, fictional profiles and photos, leaving out the profiles `excludedIds`. */
  async counts(excludedIds: number[]): Promise<ProfileCountsRow> {
    const [byGender, [totals]] = await Promise.all([
      this.profiles.query(
        `SELECT gender, count(*)::int AS n FROM profiles WHERE NOT (id = ANY($1::int[])) GROUP BY gender`,
        [excludedIds],
      ) as Promise<{ gender: string; n: number }[]>,
      this.profiles.query(
        `SELECT (SELECT count(*)::int FROM profiles WHERE fictional AND NOT (id = ANY($1::int[]))) AS fictional,
                (SELECT count(*)::int FROM photos WHERE NOT (profile_id = ANY($1::int[]))) AS photos`,
        [excludedIds],
      ) as Promise<[{ fictional: number; photos: number }]>,
    ]);
    return { byGender, fictional: totals.fictional, photos: totals.photos };
  }

  /** The profile if it is one of the site's. */
  findOnSite(profileId: number, siteId: number): Promise<ProfileEntity | null> {
    return this.profiles.findOneBy({ id: profileId, siteId });
  }

  /** The interest ids a profile chose, in id order. */
  interestIds(profileId: number, manager: EntityManager = this.profiles.manager): Promise<number[]> {
    return interestIdsOf(manager, profileId);
  }

  /** The match-finder attributes of profiles; an ethnicity only where its consent is recorded. */
  matchPreferences(profileIds: number[]): Promise<MatchPreferencesRow[]> {
    return this.profiles.query(
      `SELECT id, appearance, CASE WHEN ethnicity_consent_at IS NOT NULL THEN ethnicity END AS ethnicity
         FROM profiles WHERE id = ANY($1::int[])`,
      [profileIds],
    ) as Promise<MatchPreferencesRow[]>;
  }

  /** Remembers the profile a member opened last (SPEC §4 "last opened"). */
  async recordOpened(viewerId: number, profileId: number, at: Date): Promise<void> {
    await this.profiles.update({ id: viewerId }, { lastOpenedProfileId: profileId, lastOpenedAt: at });
  }

  async ownProfileRows(
    profileId: number,
    manager: EntityManager = this.profiles.manager,
  ): Promise<OwnProfileRows | null> {
    const profile = await manager.findOneBy(ProfileEntity, { id: profileId });
    if (!profile) return null;
    // One connection (maybe a transaction's): its queries run one after the other.
    const region = profile.regionId ? await manager.findOneBy(RegionEntity, { id: profile.regionId }) : null;
    const interests = await interestIdsOf(manager, profileId);
    const main = await manager.findOneBy(PhotoEntity, { profileId, isMain: true });
    const photoCount = await manager.countBy(PhotoEntity, { profileId });
    return { profile, region, interests, main, photoCount };
  }

  /**
   * Runs `edit` on the profile locked for update, in one transaction with the events it publishes;
   * answers undefined when there is no such profile.
   */
  editLocked<T>(
    profileId: number,
    edit: (current: ProfileEntity, writes: ProfileEdit) => Promise<T>,
  ): Promise<T | undefined> {
    this.summaries.writing(profileId);
    return this.outbox.transaction(async (manager, publish) => {
      const current = await manager.findOne(ProfileEntity, {
        where: { id: profileId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return undefined;
      return edit(current, {
        regions: () => manager.find(RegionEntity, { select: { id: true, country: true } }),
        allInterestIds: async () =>
          (await manager.find(InterestEntity, { select: { id: true } })).map((interest) => interest.id),
        update: async (columns) => {
          await manager.update(ProfileEntity, { id: profileId }, columns);
        },
        replaceInterests: (interestIds) => replaceProfileInterests(manager, profileId, interestIds),
        publish,
        ownProfileRows: () => this.ownProfileRows(profileId, manager),
      });
    });
  }
}

async function interestIdsOf(manager: Pick<EntityManager, 'query'>, profileId: number): Promise<number[]> {
  const rows = (await manager.query(
    `SELECT interest_id FROM profile_interests WHERE profile_id = $1 ORDER BY interest_id`,
    [profileId],
  )) as { interest_id: number }[];
  return rows.map((row) => row.interest_id);
}

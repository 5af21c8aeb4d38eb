import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery } from '../../identity/identity.contracts';
import {
  GetMatchPreferencesQuery,
  GetSearchProfilesQuery,
  type MatchPreferences,
  type SearchProfile,
} from '../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { SearchEntriesRepository } from '../database/search-entries.repository';
import { hourOf, sameVersion, type SearchEntry } from '../domain/search-entry';

const MAX_WRITES = 3;

const sameEntry = (a: SearchEntry | null, b: SearchEntry | null) =>
  a === null || b === null ? a === b : sameVersion(a, b) && a.hidden === b.hidden;

/** A profile as search indexes it; `hidden` when it is not enabled or identity hides the member. */
export function toSearchEntry(
  profile: SearchProfile,
  hiddenByIdentity: boolean,
  preferences: MatchPreferences | undefined,
): SearchEntry {
  return {
    memberId: profile.id,
    siteId: profile.siteId,
    gender: profile.gender,
    seeking: profile.seeking,
    birthDate: profile.birthDate,
    country: profile.country,
    regionId: profile.regionId,
    lat: profile.location?.lat ?? null,
    lon: profile.location?.lon ?? null,
    fictional: profile.fictional,
    hairColor: profile.hairColor,
    eyeColor: profile.eyeColor,
    bodyType: profile.bodyType,
    relationshipStatus: profile.relationshipStatus,
    appearance: preferences?.appearance ?? null,
    ethnicity: preferences?.ethnicity ?? null,
    activeHour: hourOf(profile.lastActiveAt),
    hidden: !profile.enabled || hiddenByIdentity,
  };
}

/** Keeps a member's search entry in line with profiles and identity (both read through the bus). */
@Injectable()
export class SearchIndexer {
  constructor(
    private readonly entries: SearchEntriesRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Re-reads the member and writes their entry; idempotent, so any event may ask for it again. Reads
   * happen outside the write's transaction (they take connections of their own); when the member changed
   * meanwhile (a refresh of an older state finishing last), it writes again, so the newest state wins.
   */
  async refresh(memberId: number): Promise<void> {
    let entry = await this.read(memberId);
    for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
      await this.entries.write(memberId, entry, this.clock.now());
      const now = await this.read(memberId);
      if (sameEntry(entry, now)) return;
      entry = now;
    }
  }

  /** Takes the member out of the index for good (erasure). */
  async remove(memberId: number): Promise<void> {
    await this.entries.write(memberId, null, this.clock.now());
  }

  /** Entries of the given profiles, hidden as identity says. */
  async entriesOf(profiles: SearchProfile[]): Promise<SearchEntry[]> {
    if (!profiles.length) return [];
    const ids = profiles.map((profile) => profile.id);
    const [hiddenIds, preferences] = await Promise.all([
      this.queryBus.execute(new GetHiddenAccountIdsQuery(ids)),
      this.queryBus.execute(new GetMatchPreferencesQuery(ids)),
    ]);
    const hidden = new Set(hiddenIds);
    return profiles.map((profile) =>
      toSearchEntry(profile, hidden.has(profile.id), preferences.get(profile.id)),
    );
  }

  /** The member's entry as it would be written now, without writing it. */
  async read(memberId: number): Promise<SearchEntry | null> {
    const [profile] = await this.queryBus.execute(new GetSearchProfilesQuery([memberId]));
    if (!profile) return null;
    const [entry] = await this.entriesOf([profile]);
    return entry ?? null;
  }
}

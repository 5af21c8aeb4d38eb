import type { MemberSeed } from './members';

/** Database ids the member inserts need: the demo site, regions by country and code, interests by slug. */
export interface Lookups {
  siteId: number;
  regionIds: Map<string, number>;
  interestIds: Map<string, number>;
}

export const regionKey = (country: string, code: string): string => `${country}:${code}`;

/** The member's region and interest ids; throws on a name the reference data lacks (a generator bug). */
export function memberIds(member: MemberSeed, lookups: Lookups): { regionId: number; interestIds: number[] } {
  const regionId = lookups.regionIds.get(regionKey(member.country, member.regionCode));
  if (regionId === undefined) throw new Error(`unknown region ${member.country}-${member.regionCode}`);
  const interestIds = member.interests.map((slug) => {
    const id = lookups.interestIds.get(slug);
    if (id === undefined) throw new Error(`unknown interest ${slug}`);
    return id;
  });
  return { regionId, interestIds };
}

import { Query } from '@nestjs/cqrs';

export interface ProfileStats {
  byGender: { male: number; female: number };
  fictionalTotal: number;
  photosTotal: number;
}

export class GetProfileStatsQuery extends Query<ProfileStats> {}

export interface Interest {
  id: number;
  slug: string;
  labels: Record<string, string>;
}

export interface Region {
  id: number;
  country: string;
  code: string;
  name: string;
}

export class ListInterestsQuery extends Query<Interest[]> {}

export class ListRegionsQuery extends Query<Region[]> {
  constructor(readonly country?: string) {
    super();
  }
}

import type { SearchProfileRow } from '../../database/search-profiles.repository';
import { cityLocation } from '../../geocode/city-suggestions';

/** A profile as search indexes it; the place is the member's located one, else their city's. */
export interface SearchProfile {
  id: number;
  siteId: number;
  enabled: boolean;
  gender: string;
  seeking: string;
  birthDate: string;
  country: string;
  regionId: number | null;
  location: { lat: number; lon: number } | null;
  fictional: boolean;
  hairColor: string | null;
  eyeColor: string | null;
  bodyType: string | null;
  relationshipStatus: string | null;
  lastActiveAt: Date;
}

export function toSearchProfile(row: SearchProfileRow): SearchProfile {
  const location = row.geocode
    ? { lat: row.geocode.lat, lon: row.geocode.lon }
    : row.city
      ? cityLocation(row.country, row.city)
      : null;
  return {
    id: row.id,
    siteId: row.site_id,
    enabled: row.status === 'enabled',
    gender: row.gender,
    seeking: row.seeking,
    birthDate: row.birth_date,
    country: row.country,
    regionId: row.region_id,
    location,
    fictional: row.fictional,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    bodyType: row.body_type,
    relationshipStatus: row.relationship_status,
    lastActiveAt: row.last_active_at,
  };
}

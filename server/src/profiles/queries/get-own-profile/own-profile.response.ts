import { IntersectionType } from '@nestjs/swagger';
import { ProfileSummary } from '../get-profile-summary/profile-summary.response';
import { ProfileDetails } from '../profile-details.response';

/** Where the browser said the member was (GET /api/geocode.php), kept with the profile. */
export class StoredGeocode {
  lat: number;
  lon: number;
  country: string;
  region_id: number | null;
  city: string;
  /** When it was taken (ISO 8601). */
  at: string;
}

/** The member's own profile as /api/profile.php answers it (docs/api.md, Profiles). */
export class OwnProfile extends IntersectionType(ProfileSummary, ProfileDetails) {
  region: string | null;
  photo_count: number;
  geocode: StoredGeocode | null;
}

/** GET and PUT /api/profile.php */
export class OwnProfileResponse {
  profile: OwnProfile;
}

import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { APPEARANCES, ETHNICITIES, type Appearance, type Ethnicity } from '../../domain/profile-attributes';
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
  // The match finder's attributes: only ever in the member's own profile, never in another member's view.
  @ApiProperty({ enum: APPEARANCES, enumName: 'Appearance', nullable: true })
  appearance: Appearance | null;
  /** Special-category data, kept only with the member's consent. */
  @ApiProperty({ enum: ETHNICITIES, enumName: 'Ethnicity', nullable: true })
  ethnicity: Ethnicity | null;
  /** When the member agreed that their ethnicity ranks match-finder results (ISO 8601); null: no consent. */
  ethnicity_consent_at: string | null;
}

/** GET and PUT /api/profile.php */
export class OwnProfileResponse {
  profile: OwnProfile;
}

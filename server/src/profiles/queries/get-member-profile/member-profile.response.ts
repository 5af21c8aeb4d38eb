import { ApiExtraModels, ApiProperty, getSchemaPath, PartialType } from '@nestjs/swagger';
import { MainImage } from '../get-profile-summary/profile-summary.response';
import { ProfileDetails } from '../profile-details.response';

/** A profile in a list (related profiles now; search and likes later). */
export class MemberCard {
  id: number;
  name: string;
  age: number | null;
  city: string;
  region: string | null;
  country: string;
  fictional: boolean;
  main_image: MainImage | null;
  /** ISO 8601: "online" when within the last few minutes. */
  last_active_at: string;
}

/** A photo of another member that the viewer may see. */
export class UnlockedPhoto {
  id: number;
  @ApiProperty({ enum: [false] })
  locked: false;
  url: string;
  thumb_url: string;
}

/** A photo locked until the viewer is premium: only its place, no URL exists for it on the client. */
export class LockedPhoto {
  id: number;
  @ApiProperty({ enum: [true] })
  locked: true;
}

export type MemberPhoto = UnlockedPhoto | LockedPhoto;

/** Another member's profile as the viewer may see it (docs/api.md, Profiles). */
@ApiExtraModels(UnlockedPhoto, LockedPhoto)
export class MemberProfile extends PartialType(ProfileDetails) {
  id: number;
  name: string;
  age: number | null;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  region_id: number | null;
  region: string | null;
  city: string;
  fictional: boolean;
  main_image: MainImage | null;
  photo_count: number;
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ $ref: getSchemaPath(UnlockedPhoto) }, { $ref: getSchemaPath(LockedPhoto) }] },
  })
  photos: MemberPhoto[];
  blocked: boolean;
  last_active_at: string;
  // The details (ProfileDetails) come only when the site's visible_profile_fields lists them.
}

/** GET /api/member.php */
export class MemberProfileResponse {
  member: MemberProfile;
  related: MemberCard[];
}

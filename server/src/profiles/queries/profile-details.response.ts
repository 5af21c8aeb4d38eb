import { ApiProperty } from '@nestjs/swagger';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  type BodyType,
  type EyeColor,
  type HairColor,
  type RelationshipStatus,
} from '../domain/profile-attributes';

/** The detail fields of a profile (SPEC §3 Profile): the own profile has all, others' as the site shows. */
export class ProfileDetails {
  /** Interest ids. */
  interests: number[];
  @ApiProperty({ enum: HAIR_COLORS, enumName: 'HairColor', nullable: true })
  hair_color: HairColor | null;
  @ApiProperty({ enum: EYE_COLORS, enumName: 'EyeColor', nullable: true })
  eye_color: EyeColor | null;
  @ApiProperty({ enum: BODY_TYPES, enumName: 'BodyType', nullable: true })
  body_type: BodyType | null;
  @ApiProperty({ enum: RELATIONSHIP_STATUSES, enumName: 'RelationshipStatus', nullable: true })
  relationship_status: RelationshipStatus | null;
  about: string;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';
import type {
  Appearance,
  BodyType,
  Ethnicity,
  EyeColor,
  HairColor,
  RelationshipStatus,
} from '../domain/profile-attributes';
import type { StoredGeocode } from '../queries/get-own-profile/own-profile.response';

export type { StoredGeocode } from '../queries/get-own-profile/own-profile.response';

/** The member's last browser location, reverse-geocoded (GET /api/geocode.php). */

@Entity('profiles')
export class ProfileEntity {
  @PrimaryColumn() id: number;
  @Column({ name: 'site_id' }) siteId: number;
  @Column() status: 'enabled' | 'disabled';
  @Column() name: string;
  @Column() gender: 'male' | 'female';
  @Column() seeking: 'male' | 'female' | 'both';
  @Column() sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  @Column({ name: 'birth_date', type: 'date' }) birthDate: string;
  @Column({ type: 'char', length: 2 }) country: string;
  @Column({ name: 'region_id', type: 'integer', nullable: true }) regionId: number | null;
  @Column() city: string;
  @Column({ name: 'hair_color', type: 'varchar', nullable: true }) hairColor: HairColor | null;
  @Column({ name: 'eye_color', type: 'varchar', nullable: true }) eyeColor: EyeColor | null;
  @Column({ name: 'body_type', type: 'varchar', nullable: true }) bodyType: BodyType | null;
  @Column({ name: 'relationship_status', type: 'varchar', nullable: true })
  relationshipStatus: RelationshipStatus | null;
  @Column() about: string;
  @Column({ type: 'varchar', nullable: true }) appearance: Appearance | null;
  /** Special-category data: set only together with `ethnicityConsentAt` (a CHECK holds them together). */
  @Column({ type: 'varchar', nullable: true }) ethnicity: Ethnicity | null;
  @Column({ name: 'ethnicity_consent_at', type: 'timestamptz', nullable: true })
  ethnicityConsentAt: Date | null;
  @Column() fictional: boolean;
  @Column({ type: 'jsonb', nullable: true }) geocode: StoredGeocode | null;
  @Column({ name: 'last_opened_profile_id', type: 'integer', nullable: true }) lastOpenedProfileId:
    number | null;
  @Column({ name: 'last_opened_at', type: 'timestamptz', nullable: true }) lastOpenedAt: Date | null;
  @Column({ name: 'last_active_at', type: 'timestamptz' }) lastActiveAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

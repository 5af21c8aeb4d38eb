import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedRow } from '../../shared/database/prepared-query';
import { ProfileSummaryCache } from './profile-summary.cache';
import type { ProfileSummaryRow } from './profile-summary.row';

/** The profile with its main photo in one statement: user.php reads it on every poll of every member. */
@Injectable()
export class ProfileSummaryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ProfileSummaryCache,
  ) {}

  /** Served from this instance's cache while the profile and its photos are unchanged. */
  find(profileId: number): Promise<ProfileSummaryRow | null> {
    return this.cache.read(profileId, () => this.read(profileId));
  }

  private read(profileId: number): Promise<ProfileSummaryRow | null> {
    return preparedRow<ProfileSummaryRow>(
      this.dataSource,
      'profiles-summary',
      `SELECT p.id, p.status, p.name, p.gender, p.seeking, p.sexuality, p.birth_date::text AS birth_date,
              rtrim(p.country) AS country, p.region_id, p.city,
              m.filename AS main_filename, m.thumb_filename AS main_thumb_filename, m.status AS main_status
         FROM profiles p LEFT JOIN photos m ON m.profile_id = p.id AND m.is_main
        WHERE p.id = $1
        LIMIT 1`,
      [profileId],
    );
  }
}

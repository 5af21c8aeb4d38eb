import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { firstRow } from '../../shared/database/first-row';
import type { AdminProfile } from '../queries/get-admin-profile/admin-profile.response';

export interface AdminPhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
  status: 'pending' | 'approved' | 'rejected';
  is_main: boolean;
}

/** The console's reads and writes of profiles (members resource). */
@Injectable()
export class AdminProfilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The profile's fictional flag under a row lock (in `manager`'s transaction); null when no profile. */
  lockFictional(manager: EntityManager, profileId: number): Promise<{ fictional: boolean } | null> {
    return firstRow(manager, `SELECT fictional FROM profiles WHERE id = $1 FOR UPDATE`, [profileId]);
  }

  async setFictional(manager: EntityManager, profileId: number, fictional: boolean): Promise<void> {
    await manager.query(`UPDATE profiles SET fictional = $2 WHERE id = $1`, [profileId, fictional]);
  }

  profile(profileId: number): Promise<Omit<AdminProfile, 'photos'> | null> {
    return firstRow(
      this.dataSource,
      `SELECT id, status, name, gender, seeking, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
              rtrim(country) AS country, city, about, fictional, created_at, last_active_at
         FROM profiles WHERE id = $1`,
      [profileId],
    );
  }

  /** Every photo of the profile, whatever its review state: the main one first. */
  photos(profileId: number): Promise<AdminPhotoRow[]> {
    return this.dataSource.query(
      `SELECT id, filename, thumb_filename, status, is_main FROM photos
        WHERE profile_id = $1 ORDER BY is_main DESC, position, id`,
      [profileId],
    );
  }
}

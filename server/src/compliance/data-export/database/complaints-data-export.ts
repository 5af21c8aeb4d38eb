import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

@Injectable()
export class FiledComplaintsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The complaints the member filed (what they reported, why, and where it stands). */
  read(memberId: number): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT id, target_profile_id, target_photo_id, reason, remarks, status, created_at
         FROM complaints WHERE reporter_id = $1 ORDER BY created_at, id`,
      [memberId],
    );
  }
}

/**
 * Erasure: the complaints the member filed (their words) and those about their profile (which is gone);
 * before this, complaints outlived an erased account.
 */
export async function eraseComplaintsOf(manager: EntityManager, memberId: number): Promise<void> {
  await manager.query(`DELETE FROM complaints WHERE reporter_id = $1 OR target_profile_id = $1`, [memberId]);
}

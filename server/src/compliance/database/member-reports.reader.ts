import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberReport } from '../queries/list-member-reports/member-report.response';

const COLUMNS = `id, reporter_id, target_profile_id, target_photo_id, reason, remarks, status, created_at`;

/** Reports about one member's profile, or filed by them, newest first. */
@Injectable()
export class MemberReportsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  against(accountId: number, limit: number): Promise<MemberReport[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM complaints WHERE target_profile_id = $1 ORDER BY id DESC LIMIT $2`,
      [accountId, limit],
    );
  }

  filedBy(accountId: number, limit: number): Promise<MemberReport[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM complaints WHERE reporter_id = $1 ORDER BY id DESC LIMIT $2`,
      [accountId, limit],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Which profiles are the site's own fictional ones (SPEC §3), for the chat agents' queue. */
@Injectable()
export class FictionalProfilesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ids(): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT id FROM profiles WHERE fictional ORDER BY id`)) as {
      id: number;
    }[];
    return rows.map((row) => row.id);
  }
}

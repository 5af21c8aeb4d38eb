import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { readProfileData } from '../../database/profile-data-export';
import { ExportProfileDataQuery } from './export-profile-data.query';

@QueryHandler(ExportProfileDataQuery)
export class ExportProfileDataHandler implements IQueryHandler<ExportProfileDataQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ profileId }: ExportProfileDataQuery): Promise<MemberDataPart> {
    return readProfileData(this.dataSource, profileId);
  }
}

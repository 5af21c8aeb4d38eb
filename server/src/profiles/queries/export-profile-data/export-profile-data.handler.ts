import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { ProfileDataExportReader } from '../../database/profile-data-export';
import { ExportProfileDataQuery } from './export-profile-data.query';

@QueryHandler(ExportProfileDataQuery)
export class ExportProfileDataHandler implements IQueryHandler<ExportProfileDataQuery> {
  constructor(private readonly reader: ProfileDataExportReader) {}

  execute({ profileId }: ExportProfileDataQuery): Promise<MemberDataPart> {
    return this.reader.read(profileId);
  }
}

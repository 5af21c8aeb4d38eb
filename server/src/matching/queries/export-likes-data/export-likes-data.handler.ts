import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { LikesDataExportReader } from '../../database/likes-data-export';
import { ExportLikesDataQuery } from './export-likes-data.query';

@QueryHandler(ExportLikesDataQuery)
export class ExportLikesDataHandler implements IQueryHandler<ExportLikesDataQuery> {
  constructor(private readonly reader: LikesDataExportReader) {}

  execute({ memberId }: ExportLikesDataQuery): Promise<MemberDataPart> {
    return this.reader.read(memberId);
  }
}

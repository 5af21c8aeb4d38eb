import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { readLikesData } from '../../database/likes-data-export';
import { ExportLikesDataQuery } from './export-likes-data.query';

@QueryHandler(ExportLikesDataQuery)
export class ExportLikesDataHandler implements IQueryHandler<ExportLikesDataQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ memberId }: ExportLikesDataQuery): Promise<MemberDataPart> {
    return readLikesData(this.dataSource, memberId);
  }
}

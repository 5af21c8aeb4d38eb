import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { readMessagesData } from '../../database/messages-data-export';
import { ExportMessagesDataQuery } from './export-messages-data.query';

@QueryHandler(ExportMessagesDataQuery)
export class ExportMessagesDataHandler implements IQueryHandler<ExportMessagesDataQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ memberId }: ExportMessagesDataQuery): Promise<MemberDataPart> {
    return readMessagesData(this.dataSource, memberId);
  }
}

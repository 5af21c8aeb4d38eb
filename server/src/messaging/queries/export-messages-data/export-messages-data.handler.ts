import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { MessagesDataExportReader } from '../../database/messages-data-export';
import { ExportMessagesDataQuery } from './export-messages-data.query';

@QueryHandler(ExportMessagesDataQuery)
export class ExportMessagesDataHandler implements IQueryHandler<ExportMessagesDataQuery> {
  constructor(private readonly reader: MessagesDataExportReader) {}

  execute({ memberId }: ExportMessagesDataQuery): Promise<MemberDataPart> {
    return this.reader.read(memberId);
  }
}

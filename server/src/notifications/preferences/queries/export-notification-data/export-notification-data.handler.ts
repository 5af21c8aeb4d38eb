import { QueryBus, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../../shared/data-export/member-data-part';
import { PushDataExportReader } from '../../../database/notification-data-export';
import { GetNotificationPreferencesQuery } from '../../../notifications.contracts';
import { ExportNotificationDataQuery } from './export-notification-data.query';

@QueryHandler(ExportNotificationDataQuery)
export class ExportNotificationDataHandler implements IQueryHandler<ExportNotificationDataQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly reader: PushDataExportReader,
  ) {}

  async execute({ memberId }: ExportNotificationDataQuery): Promise<MemberDataPart> {
    const [preferences, push] = await Promise.all([
      this.queryBus.execute(new GetNotificationPreferencesQuery(memberId)),
      this.reader.read(memberId),
    ]);
    const email = preferences && { email: preferences.email, frequency: preferences.frequency };
    return { documents: { 'notification-preferences.json': { ...email, push } } };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MailRecipientsReader } from '../../database/mail-recipients.reader';
import { ListMailRecipientsQuery, type MailRecipient } from './list-mail-recipients.query';

const MAX_PAGE = 1000;

@QueryHandler(ListMailRecipientsQuery)
export class ListMailRecipientsHandler implements IQueryHandler<ListMailRecipientsQuery> {
  constructor(private readonly reader: MailRecipientsReader) {}

  execute({ filter }: ListMailRecipientsQuery): Promise<MailRecipient[]> {
    if (filter.ids && !filter.ids.length) return Promise.resolve([]);
    return this.reader.accounts({ ...filter, limit: Math.max(1, Math.min(filter.limit, MAX_PAGE)) });
  }
}

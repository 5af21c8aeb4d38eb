import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MailableAccountsReader } from '../../database/mailable-accounts.reader';
import { ListMailableAccountIdsQuery } from '../../identity.contracts';

@QueryHandler(ListMailableAccountIdsQuery)
export class ListMailableAccountIdsHandler implements IQueryHandler<ListMailableAccountIdsQuery> {
  constructor(private readonly reader: MailableAccountsReader) {}

  execute({ siteId, afterId, limit }: ListMailableAccountIdsQuery): Promise<number[]> {
    return this.reader.page(siteId, afterId, Math.min(Math.max(limit, 1), 1000));
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountEntity } from '../../database/account.entity';
import { GetHiddenAccountIdsQuery } from '../../identity.contracts';

/** Which of the given accounts others must not see: invisible, deleted or erased. */
@QueryHandler(GetHiddenAccountIdsQuery)
export class GetHiddenAccountIdsHandler implements IQueryHandler<GetHiddenAccountIdsQuery, number[]> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async execute(query: GetHiddenAccountIdsQuery): Promise<number[]> {
    if (!query.accountIds.length) return [];
    const rows = (await this.accounts.query(
      `SELECT id FROM accounts WHERE id = ANY($1) AND (invisible OR deleted_at IS NOT NULL)`,
      [query.accountIds],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }
}

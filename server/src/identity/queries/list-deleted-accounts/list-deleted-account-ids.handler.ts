import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { AccountEntity } from '../../database/account.entity';
import { ListDeletedAccountIdsQuery } from '../../identity.contracts';

/** Few rows: an account leaves this list when it is erased, 14 days after deletion. */
@QueryHandler(ListDeletedAccountIdsQuery)
export class ListDeletedAccountIdsHandler implements IQueryHandler<ListDeletedAccountIdsQuery, number[]> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async execute(): Promise<number[]> {
    const rows = await this.accounts.find({
      where: { deletedAt: Not(IsNull()), erasedAt: IsNull() },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }
}

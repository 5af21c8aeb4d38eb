import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, mapPage } from '../../../shared/admin-list/admin-list-params';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import type { AdminAccountRow } from '../admin-account-row.response';
import { toAdminAccountRow } from '../admin-account-row.mapper';
import { ListAdminAccountsQuery } from './list-admin-accounts.query';

@QueryHandler(ListAdminAccountsQuery)
export class ListAdminAccountsHandler implements IQueryHandler<ListAdminAccountsQuery> {
  constructor(private readonly admins: AdminAccountsRepository) {}

  async execute({ params }: ListAdminAccountsQuery): Promise<AdminListPage<AdminAccountRow>> {
    return mapPage(await this.admins.page(params), toAdminAccountRow);
  }
}

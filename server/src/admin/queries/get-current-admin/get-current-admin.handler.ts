import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminAccountResponse, toAdminAccountResponse } from '../../admin-account.response';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { GetCurrentAdminQuery } from './get-current-admin.query';

@QueryHandler(GetCurrentAdminQuery)
export class GetCurrentAdminHandler implements IQueryHandler<GetCurrentAdminQuery> {
  constructor(private readonly admins: AdminAccountsRepository) {}

  async execute({ adminId }: GetCurrentAdminQuery): Promise<AdminAccountResponse | null> {
    const admin = await this.admins.byId(adminId);
    return admin && toAdminAccountResponse(admin);
  }
}

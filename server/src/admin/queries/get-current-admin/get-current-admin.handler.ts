import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { type AdminAccountResponse, toAdminAccountResponse } from '../../admin-account.response';
import { totpEnrolmentRequired } from '../../accounts/domain/admin-account-rules';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { GetCurrentAdminQuery } from './get-current-admin.query';

@QueryHandler(GetCurrentAdminQuery)
export class GetCurrentAdminHandler implements IQueryHandler<GetCurrentAdminQuery> {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly config: AppConfigService,
  ) {}

  async execute({ adminId }: GetCurrentAdminQuery): Promise<AdminAccountResponse | null> {
    const admin = await this.admins.byId(adminId);
    if (!admin || admin.disabledAt) return null;
    const production = this.config.get('NODE_ENV') === 'production';
    return toAdminAccountResponse(
      admin,
      totpEnrolmentRequired(admin.role, admin.totpEnabledAt !== null, production),
    );
  }
}

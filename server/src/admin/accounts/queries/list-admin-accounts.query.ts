import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import type { AdminAccountRow } from '../admin-account-row.response';

/** Admin accounts for the super-admin: filters `id`, `q` (e-mail or name), `role`, `disabled`. */
export class ListAdminAccountsQuery extends Query<AdminListPage<AdminAccountRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

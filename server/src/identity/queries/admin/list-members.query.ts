import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import type { MemberAccountDetail, MemberAdminRow } from './member-admin-row.response';

/**
 * Members for the console: filters `id` (one or a list), `q` (part of the e-mail or name, or the id),
 * `site_id`, `status`, `banned`; sorted by id (default, newest first), created_at, last_login_at,
 * email or name.
 */
export class ListMembersQuery extends Query<AdminListPage<MemberAdminRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** One member's account and login lock, deleted accounts included until erased; null when none. */
export class GetMemberAccountQuery extends Query<MemberAccountDetail | null> {
  constructor(readonly accountId: number) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { MembersAdminReader } from '../../database/members-admin.reader';
import { LoginThrottle } from '../../login/login-throttle';
import { GetMemberAccountQuery, ListMembersQuery } from './list-members.query';
import type { MemberAccountDetail, MemberAdminRow } from './member-admin-row.response';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(private readonly members: MembersAdminReader) {}

  execute({ params }: ListMembersQuery): Promise<AdminListPage<MemberAdminRow>> {
    return this.members.page(params);
  }
}

@QueryHandler(GetMemberAccountQuery)
export class GetMemberAccountHandler implements IQueryHandler<GetMemberAccountQuery> {
  constructor(
    private readonly members: MembersAdminReader,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute({ accountId }: GetMemberAccountQuery): Promise<MemberAccountDetail | null> {
    const row = await this.members.one(accountId);
    if (!row) return null;
    const lock = await this.throttle.lockState(`${row.site_id}:${row.email}`);
    return { ...row, failed_logins: lock.failures, locked_until: lock.lockedUntil };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminListPage, AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import type { MemberAdminRow } from '../queries/admin/member-admin-row.response';
import { MEMBER_LIST } from './member-list';

/** Members as the console lists them (accounts whose data is not erased). */
@Injectable()
export class MembersAdminReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(params: AdminListParams): Promise<AdminListPage<MemberAdminRow>> {
    return readAdminList<MemberAdminRow>(this.dataSource, MEMBER_LIST, params);
  }

  async one(accountId: number): Promise<MemberAdminRow | null> {
    const page = await this.page({ filter: { id: accountId }, range: [0, 0] });
    return page.rows[0] ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  GetCreditBalanceQuery,
  ListLedgerEntriesQuery,
  ListOrdersQuery,
} from '../../../billing/billing.contracts';
import { ListMemberReportsQuery } from '../../../compliance/compliance.contracts';
import { GetMemberAccountQuery } from '../../../identity/identity.contracts';
import { GetAdminProfileQuery } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { MemberDetail } from './member-detail.response';

/** The latest ledger entries and orders shown on a member's page. */
const LATEST = 20;

export const memberNotFound = (): ApiError =>
  ApiError.notFound('member_not_found', 'identity.member_not_found');

/** The member's id from the URL: 404 when it cannot be one. */
export function memberIdOf(id: string): number {
  const memberId = parseId(id);
  if (memberId === null) throw memberNotFound();
  return memberId;
}

/** Gathers one member's page through each module's queries. */
@Injectable()
export class MemberDetailReader {
  constructor(private readonly queryBus: QueryBus) {}

  async read(memberId: number): Promise<MemberDetail> {
    const account = await this.queryBus.execute(new GetMemberAccountQuery(memberId));
    if (!account) throw memberNotFound();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(account.site_id));
    const byAccount = {
      filter: { account_id: memberId },
      sort: { field: 'created_at', order: 'DESC' },
      range: [0, LATEST - 1] as [number, number],
    };
    // The ledger is append-only, so its newest entries are its highest ids: read by the account's index
    // instead of sorting every entry of the account by date.
    const ledgerByAccount = { ...byAccount, sort: { field: 'id', order: 'DESC' } };
    const [profile, balance, ledger, orders, reports] = await Promise.all([
      this.queryBus.execute(new GetAdminProfileQuery(memberId, site.cdnPrefix)),
      this.queryBus.execute(new GetCreditBalanceQuery(memberId)),
      this.queryBus.execute(new ListLedgerEntriesQuery(ledgerByAccount)),
      this.queryBus.execute(new ListOrdersQuery(byAccount)),
      this.queryBus.execute(new ListMemberReportsQuery(memberId)),
    ]);
    return {
      ...account,
      profile,
      fictional: profile?.fictional ?? false,
      credits: { balance, entries: ledger.rows, entries_total: ledger.total },
      orders: { rows: orders.rows, total: orders.total },
      reports,
    };
  }
}

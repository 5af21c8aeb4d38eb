import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ListLedgerEntriesQuery, type LedgerEntryRow } from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminAuthGuard, AdminRoles } from '../../auth/admin-auth.guard';
import { LedgerEntryResponse } from './ledger-entry.response';
import { parseListRequest, setContentRange } from './list-request';

/** The credit ledger for finance (read-only): `GET /admin/api/ledger`, `GET /admin/api/ledger/:id`. */
@Controller('admin/api')
@UseGuards(AdminAuthGuard)
@AdminRoles('finance')
export class AdminLedgerHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('ledger')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LedgerEntryResponse[]> {
    const request = parseListRequest(query);
    const page = await this.queryBus.execute(new ListLedgerEntriesQuery(request));
    setContentRange(response, 'ledger', request, page.rows.length, page.total);
    return page.rows.map(toLedgerEntryResponse);
  }

  @Get('ledger/:id')
  async one(@Param('id') id: string): Promise<LedgerEntryResponse> {
    const notFound = ApiError.notFound('ledger_entry_not_found');
    if (!/^[1-9]\d{0,14}$/.test(id)) throw notFound;
    const page = await this.queryBus.execute(
      new ListLedgerEntriesQuery({ filter: { id: Number(id) }, range: [0, 0] }),
    );
    if (!page.rows[0]) throw notFound;
    return toLedgerEntryResponse(page.rows[0]);
  }
}

function toLedgerEntryResponse(entry: LedgerEntryRow): LedgerEntryResponse {
  return {
    id: entry.id,
    account_id: entry.account_id,
    kind: entry.kind,
    amount: entry.amount,
    balance_after: entry.balance_after,
    reference: entry.reference,
    idempotency_key: entry.idempotency_key,
    actor: entry.actor,
    created_at: entry.created_at,
    previous_hash: entry.previous_hash,
    hash: entry.hash,
  };
}

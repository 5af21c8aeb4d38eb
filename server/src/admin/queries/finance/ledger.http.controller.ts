import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ListLedgerEntriesQuery, LedgerEntryRow } from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminAuthGuard, AdminRoles } from '../../auth/admin-auth.guard';
import { parseListRequest, setContentRange } from '../../../shared/admin-list/list-request';

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
  ): Promise<LedgerEntryRow[]> {
    const request = parseListRequest(query);
    const page = await this.queryBus.execute(new ListLedgerEntriesQuery(request));
    setContentRange(response, 'ledger', request, page.rows.length, page.total);
    return page.rows;
  }

  @Get('ledger/:id')
  async one(@Param('id') id: string): Promise<LedgerEntryRow> {
    const notFound = ApiError.notFound('ledger_entry_not_found');
    if (!/^[1-9]\d{0,14}$/.test(id)) throw notFound;
    const page = await this.queryBus.execute(
      new ListLedgerEntriesQuery({ filter: { id: Number(id) }, range: [0, 0] }),
    );
    if (!page.rows[0]) throw notFound;
    return page.rows[0];
  }
}

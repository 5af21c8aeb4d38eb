import { Get, Param, Query, Res, type Type } from '@nestjs/common';
import { type IQuery, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminListPage, AdminListParams } from '../../shared/admin-list/admin-list-params';
import { streamCsv } from '../../shared/admin-list/csv-response';
import type { AdminListExport } from '../../shared/admin-list/list-export';
import { answerList, answerOne, parseListRequest } from '../../shared/admin-list/list-request';
import type { ApiError } from '../../shared/errors/api-error';
import { AdminApi } from '../auth/admin-auth.guard';
import type { AdminRole } from '../database/admin-account.entity';

/** A read-only resource of the console, answered through the module's list query. */
export interface AdminReadResourceOptions<Row> {
  /** The react-admin resource: `GET /admin/api/{path}` and `GET /admin/api/{path}/:id`. */
  path: string;
  roles: AdminRole[];
  /** The row's response class, for the OpenAPI document. */
  row: Type<Row>;
  /** The owning module's list query (its answer is an AdminListPage of rows). */
  listQuery: (params: AdminListParams) => IQuery;
  /** The id from the URL as the list's id filter takes it, or null when it cannot be one. */
  parseId: (id: string) => string | number | null;
  notFound: () => ApiError;
  /**
   * The CSV export of the list (`GET /admin/api/{path}/export.csv?filter=&sort=`, every row the filter
   * holds, streamed): the module's export query (its answer is an AdminListExport of rows, checked like
   * the list's) and the columns, in order.
   */
  csv?: { query: (params: AdminListParams) => IQuery; columns: readonly (keyof Row & string)[] };
}

/** A decorator that does nothing (a route a resource does not have). */
const none: MethodDecorator = () => undefined;

/**
 * The controller of a read-only react-admin resource (getList with Content-Range, getOne through the
 * list's id filter), so each resource states only what differs: its path, roles, query and id.
 */
export function AdminReadResource<Row>(options: AdminReadResourceOptions<Row>): Type<object> {
  @AdminApi(...options.roles)
  class AdminReadResourceController {
    constructor(private readonly queryBus: QueryBus) {}

    @Get(options.path)
    @ApiOkResponse({ type: [options.row] })
    list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<Row[]> {
      return answerList(options.path, query, response, this.readPage);
    }

    // Before `:id`, which would take `export.csv` for an id.
    @(options.csv ? Get(`${options.path}/export.csv`) : none)
    @(options.csv ? ApiProduces('text/csv') : none)
    async exportCsv(@Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
      const { filter, sort } = parseListRequest(query);
      const rows: AdminListExport<Row> = await this.queryBus.execute(options.csv!.query({ filter, sort }));
      await streamCsv(response, `${options.path}.csv`, options.csv!.columns, rows);
    }

    @Get(`${options.path}/:id`)
    @ApiOkResponse({ type: options.row })
    one(@Param('id') id: string): Promise<Row> {
      return answerOne(options.parseId(id), options.notFound(), this.readPage);
    }

    private readonly readPage = (params: AdminListParams): Promise<AdminListPage<Row>> =>
      this.queryBus.execute(options.listQuery(params));
  }
  return AdminReadResourceController;
}

import { Body, Delete, HttpCode, Injectable, Param, Post, Put, type Type } from '@nestjs/common';
import { CommandBus, type ICommand, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { idParam } from '../../shared/admin-input/field-rules';
import type { AuditActor } from '../../shared/audit/audit-trail';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../auth/current-admin.decorator';
import { AdminReadResource, type AdminReadResourceOptions } from './admin-read-resource';

/** A react-admin resource whose records an admin also edits through the owning module's commands. */
export interface AdminEditResourceOptions<Row> extends Omit<AdminReadResourceOptions<Row>, 'parseId'> {
  /** `PUT /admin/api/{path}/:id` with the record as the console sends it back. */
  update: (id: number, body: unknown, actor: AuditActor) => ICommand;
  /** `POST /admin/api/{path}`, when records are created in the console. */
  create?: (body: unknown, actor: AuditActor) => ICommand;
  /** `DELETE /admin/api/{path}/:id`, when records are taken out of use (never erased). */
  remove?: (id: number, actor: AuditActor) => ICommand;
}

/**
 * The controller of an editable react-admin resource with integer ids: the read routes of
 * AdminReadResource, and create, update and delete handed to the owning module as commands carrying
 * the signed-in admin as the audit actor (the handler writes and audits in one transaction).
 */
export function AdminEditResource<Row>(options: AdminEditResourceOptions<Row>): Type<object> {
  const { path, row, notFound } = options;
  const Read = AdminReadResource({ ...options, parseId: idParam });

  @Injectable()
  class AdminEditResourceController extends Read {
    constructor(
      queryBus: QueryBus,
      private readonly commandBus: CommandBus,
    ) {
      super(queryBus);
    }

    @Put(`${path}/:id`)
    @ApiBody({ type: row })
    @ApiOkResponse({ type: row })
    update(
      @Param('id') id: string,
      @Body() body: Record<string, unknown>,
      @CurrentAdmin() admin: CurrentAdminSession,
    ): Promise<Row> {
      const recordId = idParam(id);
      if (recordId === null) throw notFound();
      return this.commandBus.execute(options.update(recordId, body, auditActor(admin)));
    }

    @Post(path)
    @HttpCode(201)
    @ApiBody({ type: row })
    @ApiOkResponse({ type: row })
    create(@Body() body: Record<string, unknown>, @CurrentAdmin() admin: CurrentAdminSession): Promise<Row> {
      if (!options.create) throw notFound();
      return this.commandBus.execute(options.create(body, auditActor(admin)));
    }

    @Delete(`${path}/:id`)
    @ApiOkResponse({ type: row })
    remove(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<Row> {
      const recordId = idParam(id);
      if (recordId === null || !options.remove) throw notFound();
      return this.commandBus.execute(options.remove(recordId, auditActor(admin)));
    }
  }
  return AdminEditResourceController;
}

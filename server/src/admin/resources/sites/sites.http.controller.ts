import { Body, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { idParam } from '../../../shared/admin-input/field-rules';
import { ApiError } from '../../../shared/errors/api-error';
import { ListSitesQuery, UpdateSiteSettingsCommand } from '../../../site/site.contracts';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { AdminReadResource } from '../../http/admin-read-resource';
import { SiteAdminResponse } from './site-admin.response';

const notFound = () => ApiError.notFound('site_not_found');

/** Sites and their settings (operators): list, one, and `PUT /admin/api/sites/:id` (audited). */
export class AdminSitesHttpController extends AdminReadResource({
  path: 'sites',
  roles: ['operator'],
  row: SiteAdminResponse,
  listQuery: (params) => new ListSitesQuery(params),
  parseId: idParam,
  notFound,
}) {
  constructor(
    queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {
    super(queryBus);
  }

  @Put('sites/:id')
  @ApiBody({ type: SiteAdminResponse })
  @ApiOkResponse({ type: SiteAdminResponse })
  async update(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<SiteAdminResponse> {
    const siteId = idParam(id);
    if (siteId === null) throw notFound();
    return (await this.commandBus.execute(
      new UpdateSiteSettingsCommand(siteId, body, auditActor(admin)),
    )) as unknown as SiteAdminResponse;
  }
}

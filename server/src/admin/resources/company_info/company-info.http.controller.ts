import { Body, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { idParam } from '../../../shared/admin-input/field-rules';
import { ApiError } from '../../../shared/errors/api-error';
import { ListCompanyInfoQuery, UpdateCompanyInfoCommand } from '../../../site/site.contracts';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { AdminReadResource } from '../../http/admin-read-resource';
import { CompanyInfoAdminResponse } from './company-info-admin.response';

const notFound = () => ApiError.notFound('company_info_not_found');

/** Company info per site (operators): list, one, and `PUT /admin/api/company_info/:id` (audited). */
export class AdminCompanyInfoHttpController extends AdminReadResource({
  path: 'company_info',
  roles: ['operator'],
  row: CompanyInfoAdminResponse,
  listQuery: (params) => new ListCompanyInfoQuery(params),
  parseId: idParam,
  notFound,
}) {
  constructor(
    queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {
    super(queryBus);
  }

  @Put('company_info/:id')
  @ApiBody({ type: CompanyInfoAdminResponse })
  @ApiOkResponse({ type: CompanyInfoAdminResponse })
  async update(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<CompanyInfoAdminResponse> {
    const siteId = idParam(id);
    if (siteId === null) throw notFound();
    return (await this.commandBus.execute(
      new UpdateCompanyInfoCommand(siteId, body, auditActor(admin)),
    )) as unknown as CompanyInfoAdminResponse;
  }
}

import { ApiError } from '../../../shared/errors/api-error';
import { ListCompanyInfoQuery, UpdateCompanyInfoCommand } from '../../../site/site.contracts';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { CompanyInfoAdminResponse } from './company-info-admin.response';

/** Company info per site (id = site id, operators): list, one, `PUT /admin/api/company_info/:id` (audited). */
export class AdminCompanyInfoHttpController extends AdminEditResource({
  path: 'company_info',
  roles: ['operator'],
  row: CompanyInfoAdminResponse,
  listQuery: (params) => new ListCompanyInfoQuery(params),
  notFound: () => ApiError.notFound('company_info_not_found'),
  update: (id, body, actor) => new UpdateCompanyInfoCommand(id, body, actor),
}) {}

import { ApiError } from '../../../shared/errors/api-error';
import { ListSitesQuery, UpdateSiteSettingsCommand } from '../../../site/site.contracts';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { SiteAdminResponse } from './site-admin.response';

/** Sites and their settings (operators): list, one, and `PUT /admin/api/sites/:id` (audited). */
export class AdminSitesHttpController extends AdminEditResource({
  path: 'sites',
  roles: ['operator'],
  row: SiteAdminResponse,
  listQuery: (params) => new ListSitesQuery(params),
  notFound: () => ApiError.notFound('site_not_found'),
  update: (id, body, actor) => new UpdateSiteSettingsCommand(id, body, actor),
}) {}

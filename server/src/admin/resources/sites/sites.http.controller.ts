import { ApiError } from '../../../shared/errors/api-error';
import { CreateSiteCommand, ListSitesQuery, UpdateSiteSettingsCommand } from '../../../site/site.contracts';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { SiteAdminResponse } from './site-admin.response';

/**
 * Sites and their settings (operators): list, one, `POST /admin/api/sites` and `PUT /admin/api/sites/:id`
 * (audited).
 */
export class AdminSitesHttpController extends AdminEditResource({
  path: 'sites',
  roles: ['operator'],
  row: SiteAdminResponse,
  listQuery: (params) => new ListSitesQuery(params),
  notFound: () => ApiError.notFound('site_not_found'),
  update: (id, body, actor) => new UpdateSiteSettingsCommand(id, body, actor),
  create: (body, actor) => new CreateSiteCommand(body, actor),
}) {}

import {
  CreateBundleCommand,
  ListBundlesAdminQuery,
  UpdateBundleCommand,
} from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { BundleAdminResponse } from './bundle-admin.response';

/** Credit bundles and their prices per country (operators): list, one, create, edit (audited). */
export class AdminBundlesHttpController extends AdminEditResource({
  path: 'bundles',
  roles: ['operator'],
  row: BundleAdminResponse,
  listQuery: (params) => new ListBundlesAdminQuery(params),
  notFound: () => ApiError.notFound('bundle_not_found', 'billing.bundle_not_found'),
  create: (body, actor) => new CreateBundleCommand(body, actor),
  update: (id, body, actor) => new UpdateBundleCommand(id, body, actor),
}) {}

import {
  CreateDiscountCodeCommand,
  DeactivateDiscountCodeCommand,
  ListDiscountCodesQuery,
  UpdateDiscountCodeCommand,
} from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { DiscountCodeAdminResponse } from './discount-code-admin.response';

/**
 * Discount codes (operators): list, one, create, edit, and `DELETE /admin/api/discount_codes/:id`,
 * which deactivates the code (orders that hold it keep it). Every write is audited.
 */
export class AdminDiscountCodesHttpController extends AdminEditResource({
  path: 'discount_codes',
  roles: ['operator'],
  row: DiscountCodeAdminResponse,
  listQuery: (params) => new ListDiscountCodesQuery(params),
  notFound: () => ApiError.notFound('discount_code_not_found'),
  create: (body, actor) => new CreateDiscountCodeCommand(body, actor),
  update: (id, body, actor) => new UpdateDiscountCodeCommand(id, body, actor),
  remove: (id, actor) => new DeactivateDiscountCodeCommand(id, actor),
}) {}

import {
  CreateGiftCommand,
  ListGiftsAdminQuery,
  UpdateGiftCommand,
} from '../../../messaging/messaging.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminEditResource } from '../../http/admin-edit-resource';
import { GiftAdminResponse } from './gift-admin.response';

/** The gift catalogues (operators): list, one, create, edit (audited); `active` false withdraws a gift. */
export class AdminGiftsHttpController extends AdminEditResource({
  path: 'gifts',
  roles: ['operator'],
  row: GiftAdminResponse,
  listQuery: (params) => new ListGiftsAdminQuery(params),
  notFound: () => ApiError.notFound('gift_not_found'),
  create: (body, actor) => new CreateGiftCommand(body, actor),
  update: (id, body, actor) => new UpdateGiftCommand(id, body, actor),
}) {}

import { ListPhotosForReviewQuery, PhotoReviewRow } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import { AdminReadResource } from '../../http/admin-read-resource';

/** The photo review queue: `GET /admin/api/photos` (riskiest first), `GET /admin/api/photos/:id`. */
export class AdminPhotosHttpController extends AdminReadResource({
  path: 'photos',
  roles: ['moderator', 'operator'],
  row: PhotoReviewRow,
  listQuery: (params) => new ListPhotosForReviewQuery(params),
  parseId: (id) => parseId(id),
  notFound: () => ApiError.notFound('photo_not_found', 'profiles.photo_not_found'),
}) {}

import type { ResourceModule } from '../resource-module';
import { PhotoIcon } from './photo-icon';
import { PhotoList } from './photo-list';

/** The photo review queue (moderators, operators): `GET /admin/api/photos`, bulk approve and reject. */
export default {
  list: PhotoList,
  icon: PhotoIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

import type { ResourceModule } from '../resource-module';
import { ComplaintIcon } from './complaint-icon';
import { ComplaintList } from './complaint-list';
import { ComplaintShow } from './complaint-show';

/** Members' complaints (moderators, operators): `GET /admin/api/complaints`, assign, resolve, dismiss. */
export default {
  list: ComplaintList,
  show: ComplaintShow,
  icon: ComplaintIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

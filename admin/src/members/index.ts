import type { ResourceModule } from '../resource-module';
import { MemberIcon } from './member-icon';
import { MemberList } from './member-list';
import { MemberShow } from './member-show';

/** Members (operators all; moderators list, show, ban, unban; finance read-only): `/admin/api/members`. */
export default {
  list: MemberList,
  show: MemberShow,
  icon: MemberIcon,
  recordRepresentation: (record) => `${String(record.name || record.email)} (#${String(record.id)})`,
} satisfies ResourceModule;

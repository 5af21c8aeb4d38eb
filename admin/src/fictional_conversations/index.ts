import type { ResourceModule } from '../resource-module';
import { FictionalIcon } from './fictional-icon';
import { FictionalList } from './fictional-list';
import { FictionalShow } from './fictional-show';

/** Conversations of fictional profiles (chat agents): `GET /admin/api/fictional_conversations`. */
export default {
  list: FictionalList,
  show: FictionalShow,
  icon: FictionalIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

import type { ResourceModule } from '../resource-module';
import { AdminCreate } from './admin-create';
import { AdminEdit } from './admin-edit';
import { AdminIcon } from './admin-icon';
import { AdminList } from './admin-list';
import { AdminShow } from './admin-show';

/** Admin accounts (super-admins only): `/admin/api/admins`. */
export default {
  list: AdminList,
  show: AdminShow,
  create: AdminCreate,
  edit: AdminEdit,
  icon: AdminIcon,
  recordRepresentation: (record) => String(record.email),
} satisfies ResourceModule;

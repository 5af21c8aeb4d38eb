import type { ResourceModule } from '../resource-module';
import { BundleIcon } from './bundle-icon';
import { BundleCreate, BundleEdit, BundleList, BundleShow } from './bundle-views';

/** Credit bundles and their prices per country (operators): `/admin/api/bundles`. */
export default {
  list: BundleList,
  show: BundleShow,
  create: BundleCreate,
  edit: BundleEdit,
  icon: BundleIcon,
  recordRepresentation: (record) => String(record.credits),
} satisfies ResourceModule;

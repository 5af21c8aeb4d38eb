import type { ResourceModule } from '../resource-module';
import { SiteCreate } from './site-create';
import { SiteEdit } from './site-edit';
import { SiteIcon } from './site-icon';
import { SiteList } from './site-list';
import { SiteShow } from './site-show';

/** Sites and their settings, one per domain (operators): `/admin/api/sites`. */
export default {
  list: SiteList,
  show: SiteShow,
  edit: SiteEdit,
  create: SiteCreate,
  icon: SiteIcon,
  recordRepresentation: (record) => String(record.domain),
} satisfies ResourceModule;

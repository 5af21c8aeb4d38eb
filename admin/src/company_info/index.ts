import type { ResourceModule } from '../resource-module';
import { CompanyInfoIcon } from './company-info-icon';
import { CompanyInfoEdit, CompanyInfoList, CompanyInfoShow } from './company-info-views';

/** The company behind each site (operators): `/admin/api/company_info`, id = site id. */
export default {
  list: CompanyInfoList,
  show: CompanyInfoShow,
  edit: CompanyInfoEdit,
  icon: CompanyInfoIcon,
  recordRepresentation: (record) => String(record.name),
} satisfies ResourceModule;

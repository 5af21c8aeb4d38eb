import type { ResourceModule } from '../resource-module';
import { DiscountCodeIcon } from './discount-code-icon';
import {
  DiscountCodeCreate,
  DiscountCodeEdit,
  DiscountCodeList,
  DiscountCodeShow,
} from './discount-code-views';

/** Discount codes (operators): create, edit, deactivate, and who used them. `/admin/api/discount_codes`. */
export default {
  list: DiscountCodeList,
  show: DiscountCodeShow,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
  icon: DiscountCodeIcon,
  recordRepresentation: (record) => String(record.code),
} satisfies ResourceModule;

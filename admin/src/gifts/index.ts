import type { ResourceModule } from '../resource-module';
import { GiftIcon } from './gift-icon';
import { GiftCreate, GiftEdit, GiftList, GiftShow } from './gift-views';

/** The gift catalogues (operators): name per language, image, order. `/admin/api/gifts`. */
export default {
  list: GiftList,
  show: GiftShow,
  create: GiftCreate,
  edit: GiftEdit,
  icon: GiftIcon,
  recordRepresentation: (record) =>
    String((record.names as Record<string, string> | undefined)?.en ?? record.slug),
} satisfies ResourceModule;

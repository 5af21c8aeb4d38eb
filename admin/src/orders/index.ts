import type { ResourceModule } from '../resource-module';
import { OrderIcon } from './order-icon';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';

/** Orders (finance, read-only): `GET /admin/api/orders`. */
export default {
  list: OrderList,
  show: OrderShow,
  icon: OrderIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

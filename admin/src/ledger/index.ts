import type { ResourceModule } from '../resource-module';
import { LedgerIcon } from './ledger-icon';
import { LedgerList } from './ledger-list';
import { LedgerShow } from './ledger-show';

/** The credit ledger (finance, read-only): `GET /admin/api/ledger`. */
export default {
  list: LedgerList,
  show: LedgerShow,
  icon: LedgerIcon,
  recordRepresentation: (record) => `#${String(record.id)}`,
} satisfies ResourceModule;

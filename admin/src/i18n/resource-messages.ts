import { messages as complaints } from '../complaints/messages';
import { messages as admins } from '../admins/messages';
import { messages as auditLog } from '../audit_log/messages';
import { messages as members } from '../members/messages';
import type { ResourceMessages } from './define-messages';
import { messages as bundles } from '../bundles/messages';
import { messages as company_info } from '../company_info/messages';
import { messages as discount_codes } from '../discount_codes/messages';
import { messages as gifts } from '../gifts/messages';
import { messages as sites } from '../sites/messages';
import { messages as ledger } from '../ledger/messages';
import { messages as orders } from '../orders/messages';
import { messages as finance_charts } from '../finance_charts/messages';
import { messages as photos } from '../photos/messages';
import { messages as fictional_conversations } from '../fictional_conversations/messages';

/**
 * The messages of each resource folder, merged over the shared catalog (one import and one entry per
 * resource that has a messages.ts, e.g. `import { messages as sites } from '../sites/messages';`).
 */
export const resourceMessages: ResourceMessages[] = [
  complaints,
  admins,
  auditLog,
  members,
  bundles,
  company_info,
  discount_codes,
  gifts,
  sites,
  ledger,
  orders,
  finance_charts,
  photos,
  fictional_conversations,
];

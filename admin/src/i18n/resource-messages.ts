import type { ResourceMessages } from './define-messages';
import { messages as ledger } from '../ledger/messages';
import { messages as orders } from '../orders/messages';
import { messages as finance_charts } from '../finance_charts/messages';

/**
 * The messages of each resource folder, merged over the shared catalog (one import and one entry per
 * resource that has a messages.ts, e.g. `import { messages as sites } from '../sites/messages';`).
 */
export const resourceMessages: ResourceMessages[] = [ledger, orders, finance_charts];

import complaints from './complaints';
import bundles from './bundles';
import company_info from './company_info';
import discount_codes from './discount_codes';
import gifts from './gifts';
import admins from './admins';
import auditLog from './audit_log';
import ledger from './ledger';
import members from './members';
import orders from './orders';
import sites from './sites';
import photos from './photos';
import fictional_conversations from './fictional_conversations';
import type { ResourceModule } from './resource-module';

/**
 * The resources of the console, in menu order. Add one line per resource folder, e.g.
 * `{ name: 'members', module: members }` after `import members from './members';`.
 */
export const resources: { name: string; module: ResourceModule }[] = [
  { name: 'ledger', module: ledger },
  { name: 'orders', module: orders },
  { name: 'complaints', module: complaints },
  { name: 'sites', module: sites },
  { name: 'company_info', module: company_info },
  { name: 'discount_codes', module: discount_codes },
  { name: 'bundles', module: bundles },
  { name: 'gifts', module: gifts },
  { name: 'admins', module: admins },
  { name: 'audit_log', module: auditLog },
  { name: 'photos', module: photos },
  { name: 'fictional_conversations', module: fictional_conversations },
  { name: 'members', module: members },
];

import type { ComponentType, ReactElement } from 'react';
import ledger from './ledger';
import members from './members';
import orders from './orders';

/**
 * What a resource folder exports from its index.ts (admin/src/<resource>/index.ts, named exactly like
 * the admin API resource): `export default { list, edit, create, show, icon } satisfies ResourceModule`.
 */
export interface ResourceModule {
  list?: ComponentType | ReactElement;
  edit?: ComponentType | ReactElement;
  create?: ComponentType | ReactElement;
  show?: ComponentType | ReactElement;
  icon?: ComponentType;
  /** How a record is named in titles and references (react-admin guesses otherwise). */
  recordRepresentation?: string | ReactElement | ((record: Record<string, unknown>) => string);
}

/**
 * The resources of the console, in menu order. Add one line per resource folder, e.g.
 * `{ name: 'members', module: members }` after `import members from './members';`.
 */
export const resources: { name: string; module: ResourceModule }[] = [
  { name: 'ledger', module: ledger },
  { name: 'orders', module: orders },
  { name: 'members', module: members },
];

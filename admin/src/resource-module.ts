import type { ComponentType, ReactElement } from 'react';

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

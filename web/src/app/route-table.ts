import table from './route-table.json';

export const LAYOUTS = ['default', 'chat', 'lander', 'empty'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** One route of the web app; `path` uses react-router syntax (`:id`, optional `:slug?`). */
export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutName;
}

/**
 * Every route of the web app (SPEC §2). The single source: the router is built from it and the
 * server reads the copy in dist/route-table.json to answer 404 for any other path.
 */
export const routeTable: readonly RouteDefinition[] = table as RouteDefinition[];

/** What each route carries in react-router's `handle`. */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
}

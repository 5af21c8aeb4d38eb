import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-table';

/** The name of the deepest matched route (`members-id`, `not-found`, …). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<RouteHandle> | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

export interface RouteEntry {
  name: string;
  path: string;
  layout: 'default' | 'chat' | 'lander' | 'empty';
}

/**
 * Matches a URL path against a react-router pattern (`/members/:id`, `/transactions/:id?`), so the
 * server can answer a real 404 for paths the web app has no route for.
 */
export function matchesRoute(pattern: string, path: string): boolean {
  const wanted = split(pattern);
  const actual = split(path);
  if (actual.length > wanted.length) return false;
  return wanted.every((segment, index) => {
    const value = actual[index];
    if (segment.startsWith(':')) return segment.endsWith('?') ? true : value !== undefined;
    return value !== undefined && safeDecode(value) === segment;
  });
}

export function isKnownRoute(routes: readonly RouteEntry[], path: string): boolean {
  return routes.some((route) => matchesRoute(route.path, path));
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

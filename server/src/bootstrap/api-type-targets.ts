import type { OpenAPIObject } from '@nestjs/swagger';

export interface ApiTypeTarget {
  file: string;
  document: OpenAPIObject;
}

const isAdminPath = (path: string): boolean => path.startsWith('/admin/');

/** The member app gets the member API, the console the admin API: each app sees only what it may call. */
export function apiTypeTargets(document: OpenAPIObject): ApiTypeTarget[] {
  return [
    { file: 'web/src/api/schema.ts', document: withPaths(document, (path) => !isAdminPath(path)) },
    { file: 'admin/src/api/schema.ts', document: withPaths(document, isAdminPath) },
  ];
}

function withPaths(document: OpenAPIObject, keep: (path: string) => boolean): OpenAPIObject {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => keep(path)));
  return { ...document, paths };
}

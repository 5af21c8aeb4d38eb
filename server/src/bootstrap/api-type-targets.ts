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
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? value.split('/').pop() : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
      visit(value);
    }
  };
  visit(paths);
  const keptSchemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, paths, components: { ...document.components, schemas: keptSchemas } };
}

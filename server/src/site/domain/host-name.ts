/** A host name as browsers send it: labels of letters, digits and hyphens, at most 253 characters. */
const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** `Example.com:3000` → `example.com`; IPv6 literals and ports are dropped. */
export function normaliseHost(raw: string | undefined): string {
  if (!raw) return '';
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

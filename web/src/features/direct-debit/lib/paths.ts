/** /directdebit?bundle=<id>&code=<code>: the form for a bundle (the link the credits pages may use). */
export function directDebitPath(bundleId: number | null, code: string | null = null): string {
  const query = new URLSearchParams();
  if (bundleId !== null) query.set('bundle', String(bundleId));
  if (code) query.set('code', code);
  const search = query.toString();
  return search ? `/directdebit?${search}` : '/directdebit';
}

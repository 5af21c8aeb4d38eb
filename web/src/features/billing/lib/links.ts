/** Where a bundle is paid: /credits/{id}/{method?}, with the typed discount code as `?code=`. */
export function paymentPath(bundleId: number, method?: string | null, code?: string | null): string {
  const path = method ? `/credits/${bundleId}/${encodeURIComponent(method)}` : `/credits/${bundleId}`;
  return code ? `${path}?${new URLSearchParams({ code }).toString()}` : path;
}

/** Where the payment state of an order shows (the provider's return URL has the same shape). */
export function orderPath(bundleId: number, method: string, orderId: string): string {
  return `/credits/${bundleId}/${encodeURIComponent(method)}?${new URLSearchParams({ order: orderId }).toString()}`;
}

/** The bundle id of /credits/{id}: a positive integer, else null. */
export function parseBundleId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

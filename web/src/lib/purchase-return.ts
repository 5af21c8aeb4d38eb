import { sitePath } from './return-path';
import { session } from './storage';

/**
 * Where a purchase leads back to: the chat whose credit alert sent the member to buy credits, so the
 * payment's success page can offer "Back to the chat with Anna" (where the unsent message waits). Kept in
 * the tab's session storage, not in the address: the payment goes through the provider's checkout page,
 * which comes back to the order's own return address. Forgotten once the member is back in that chat, after
 * two hours, and at logout (clearSession).
 */
export interface PurchaseReturn {
  /** a path of this site (checked again when read) */
  path: string;
  /** the other member of the chat (its link says whom it leads to) */
  name: string;
  memberId: number;
}

const KEY = 'kindred.purchase-return';
/** A purchase started longer ago than this no longer leads back to the chat. */
export const PURCHASE_RETURN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** Remembers the chat a purchase starts from (the credit alert's "Buy credits"). */
export function rememberPurchaseReturn(target: PurchaseReturn, now = Date.now()): void {
  session.setItem(KEY, JSON.stringify({ ...target, at: now }));
}

/** The chat the purchase started from, if it is recent and its path is one of this site. */
export function readPurchaseReturn(now = Date.now()): PurchaseReturn | null {
  try {
    const parsed: unknown = JSON.parse(session.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { path, name, memberId, at } = parsed as Record<string, unknown>;
    if (typeof path !== 'string' || typeof name !== 'string' || typeof memberId !== 'number') return null;
    if (typeof at !== 'number' || now - at > PURCHASE_RETURN_MAX_AGE_MS || at > now) return null;
    const safe = sitePath(path, '');
    return safe ? { path: safe, name, memberId } : null;
  } catch {
    return null;
  }
}

/** Forgets the way back: the member is back in that chat (`memberId`), or logged out (no argument). */
export function forgetPurchaseReturn(memberId?: number): void {
  const current = readPurchaseReturn();
  // another chat's way back stays while it can be used
  if (memberId !== undefined && current && current.memberId !== memberId) return;
  const stored = session.getItem(KEY);
  if (stored !== null && stored !== 'null') session.setItem(KEY, 'null');
}

import { useCallback } from 'react';
import { useBundles } from '../api/get-bundles';
import { paymentMethodName } from '../lib/payment-methods';

/**
 * The readable name of a payment method ("iDEAL", "Credit card", "Kreditkarte") as the server names the
 * member's offered methods (bundles.php `payment_method_names`, in the app's language).
 */
export function useMethodName(userId: number): (method: string) => string {
  const names = useBundles(`member-${userId}`).data?.payment_method_names;
  return useCallback((method: string) => paymentMethodName(method, names), [names]);
}

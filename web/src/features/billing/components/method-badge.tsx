import { paymentMethodInitials } from '../lib/payment-methods';

/** A small coloured mark for a payment method (decorative: its name is always written next to it). */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`method-badge method-badge--${method}`} aria-hidden="true">
      {paymentMethodInitials(method)}
    </span>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodName } from '../lib/payment-methods';

/** The readable, translated name of a payment method ("iDEAL", "Credit card", "Kreditkarte"). */
export function useMethodName(): (method: string) => string {
  const { t } = useTranslation('billing');
  return useCallback((method: string) => paymentMethodName(method, (key) => t(key)), [t]);
}

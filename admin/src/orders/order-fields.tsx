import { Typography, type ChipProps } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { OrderStatus } from '../providers/types';
import { ValueChip } from '../layout/value-chip';
import { AbbreviatedValue } from '../layout/abbreviated-value';

/** An amount in minor units (1999) shown in its currency (€19.99), in the console's language. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    // An unknown currency code: the plain minor units with the code, rather than nothing.
    return `${minor} ${currency}`;
  }
}

export const Money = ({ minor, currency }: { minor: number; currency: string }) => {
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(minor, currency, locale)}
    </Typography>
  );
};

const STATUS_COLOURS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
  refunded: 'warning',
};

export const StatusChip = ({ status }: { status: OrderStatus }) => (
  <ValueChip
    value={status}
    colours={STATUS_COLOURS}
    labelPrefix="kindred.orders.status"
    testId="order-status"
  />
);

/** The first part of an order id (a UUID); the full id on hover. */
export const ShortId = ({ value }: { value: string }) => <AbbreviatedValue value={value} length={8} />;

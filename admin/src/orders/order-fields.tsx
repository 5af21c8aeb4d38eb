import { Box, Chip, Tooltip, Typography, type ChipProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderStatus } from '../providers/types';

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

export const StatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[status] ?? 'default'}
      label={translate(`kindred.orders.status.${status}`, { _: status })}
      data-testid="order-status"
    />
  );
};

/** The first part of an order id (a UUID); the full id on hover. */
export const ShortId = ({ value }: { value: string }) => (
  <Tooltip title={<Box sx={{ fontFamily: 'monospace' }}>{value}</Box>}>
    <Box
      component="span"
      aria-label={value}
      tabIndex={0}
      sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
    >
      {value.slice(0, 8)}…
    </Box>
  </Tooltip>
);

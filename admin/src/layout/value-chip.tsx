import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ValueChipProps<Value extends string> {
  value: Value;
  colours: Record<Value, ChipProps['color']>;
  /** The translation key before `.{value}`; the raw value shows when a translation is missing. */
  labelPrefix: string;
  testId: string;
}

/** A value of a fixed set (a ledger kind, an order status) as a chip, coloured and translated by value. */
export function ValueChip<Value extends string>({
  value,
  colours,
  labelPrefix,
  testId,
}: ValueChipProps<Value>) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[value] ?? 'default'}
      label={translate(`${labelPrefix}.${value}`, { _: value })}
      data-testid={testId}
    />
  );
}

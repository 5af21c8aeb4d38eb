import { Typography, type ChipProps } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { LedgerKind } from '../providers/types';
import { ValueChip } from '../layout/value-chip';
import { AbbreviatedValue } from '../layout/abbreviated-value';

const KIND_COLOURS: Record<LedgerKind, ChipProps['color']> = {
  signup_bonus: 'secondary',
  purchase: 'primary',
  spend_message: 'default',
  spend_photo: 'default',
  spend_gift: 'default',
  refund: 'warning',
  adjustment: 'info',
  expiry: 'default',
};

/** The entry's kind as a chip, in the console's language. */
export const KindChip = ({ kind }: { kind: LedgerKind }) => (
  <ValueChip value={kind} colours={KIND_COLOURS} labelPrefix="kindred.ledger.kind" testId="ledger-kind" />
);

/** Signed credits: green in, red out. */
export const SignedCredits = ({ amount }: { amount: number }) => {
  const [locale] = useLocaleState();
  const text = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(amount);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
      color={amount > 0 ? 'success.main' : amount < 0 ? 'error.main' : 'text.primary'}
      data-testid="ledger-amount"
    >
      {text}
    </Typography>
  );
};

/** The first characters of a hash; the full value on hover (and for screen readers). */
export const ShortHash = ({ value }: { value: string | null }) => (
  <AbbreviatedValue value={value} length={10} />
);

/** A hash in full, wrapped. */
export const FullHash = ({ value }: { value: string | null }) => (
  <Typography
    component="span"
    variant="body2"
    sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block' }}
  >
    {value ?? '—'}
  </Typography>
);

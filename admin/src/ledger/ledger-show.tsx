import { Button } from '@mui/material';
import {
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { LedgerEntry } from '../providers/types';
import { AccountShowActions } from './account-ledger-button';
import { FullHash, KindChip, SignedCredits } from './ledger-fields';

const ORDER_REFERENCE = /^order:([0-9a-f-]{36})$/i;

/** The order a ledger entry came from, if any. */
const OpenOrderButton = ({ entry }: { entry: LedgerEntry }) => {
  const translate = useTranslate();
  const order = ORDER_REFERENCE.exec(entry.reference)?.[1];
  if (!order) return null;
  return (
    <Button component={Link} size="small" to={`/orders/${encodeURIComponent(order)}/show`}>
      {translate('kindred.ledger.open_order')}
    </Button>
  );
};

const Actions = () => (
  <AccountShowActions<LedgerEntry>
    label="kindred.ledger.account_ledger"
    more={(entry) => <OpenOrderButton entry={entry} />}
  />
);

/** One ledger entry with everything its hash seals. */
export const LedgerShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <NumberField source="id" options={{ useGrouping: false }} />
      <DateField source="created_at" showTime />
      <NumberField source="account_id" options={{ useGrouping: false }} />
      <FunctionField<LedgerEntry> source="kind" render={(entry) => <KindChip kind={entry.kind} />} />
      <FunctionField<LedgerEntry>
        source="amount"
        render={(entry) => <SignedCredits amount={entry.amount} />}
      />
      <NumberField source="balance_after" />
      <TextField source="reference" emptyText="—" />
      <TextField source="idempotency_key" />
      <TextField source="actor" />
      <FunctionField<LedgerEntry>
        source="previous_hash"
        render={(entry) => <FullHash value={entry.previous_hash} />}
      />
      <FunctionField<LedgerEntry> source="hash" render={(entry) => <FullHash value={entry.hash} />} />
    </SimpleShowLayout>
  </Show>
);

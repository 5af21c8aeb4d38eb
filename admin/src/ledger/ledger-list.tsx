import { DataTable, DateField, DateInput, List, NumberInput, SelectInput, TextField } from 'react-admin';
import { LEDGER_KINDS, type LedgerEntry } from '../providers/types';
import { KindChip, ShortHash, SignedCredits } from './ledger-fields';

const kindChoices = LEDGER_KINDS.map((kind) => ({ id: kind, name: `kindred.ledger.kind.${kind}` }));

const filters = [
  <NumberInput key="account_id" source="account_id" min={1} step={1} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const Column = DataTable.Col<LedgerEntry>;
const NumberColumn = DataTable.NumberCol<LedgerEntry>;

/**
 * The credit ledger, newest first. Read-only: corrections are new entries, never edits. The server sorts
 * by id, date, amount and account only. CSV export stays off: a page holds at most 500 rows, so an
 * export would be cut short without saying so.
 */
export const LedgerList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <NumberColumn source="id" options={{ useGrouping: false }} />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <NumberColumn source="account_id" options={{ useGrouping: false }} />
      <Column source="kind" disableSort render={(entry) => <KindChip kind={entry.kind} />} />
      <Column source="amount" align="right" render={(entry) => <SignedCredits amount={entry.amount} />} />
      <NumberColumn source="balance_after" disableSort />
      <Column source="reference" disableSort>
        <TextField source="reference" />
      </Column>
      <Column source="actor" disableSort />
      <Column source="hash" disableSort render={(entry) => <ShortHash value={entry.hash} />} />
    </DataTable>
  </List>
);

import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ExportCsvButton } from '../layout/export-csv-button';
import { AdjustCreditsButton } from './adjust-credits-button';
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

const Actions = () => (
  <TopToolbar>
    <AdjustCreditsButton />
    <ExportCsvButton label="kindred.ledger.export" />
  </TopToolbar>
);

/**
 * The credit ledger, newest first. Entries are never edited: a correction is a new `adjustment` entry
 * ("Adjust credits"). The server sorts by id, date, amount and account only. The CSV export is the
 * server's (every row of the current filter, streamed), not react-admin's page-by-page exporter.
 */
export const LedgerList = () => (
  <List
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
    actions={<Actions />}
  >
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

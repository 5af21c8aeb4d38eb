import { DataTable, DateField, List, NumberInput, SelectInput, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../layout/export-csv-button';
import { ORDER_STATUSES, PAYMENT_METHODS, type Order } from '../providers/types';
import { Money, ShortId, StatusChip } from './order-fields';

const statusChoices = ORDER_STATUSES.map((status) => ({
  id: status,
  name: `kindred.orders.status.${status}`,
}));
// Payment method codes are shown as they are (ideal, paypal, sdd …): finance knows them by these.
const methodChoices = PAYMENT_METHODS.map((method) => ({ id: method, name: method }));

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput
    key="payment_method"
    source="payment_method"
    choices={methodChoices}
    translateChoice={false}
    alwaysOn
  />,
  <NumberInput key="account_id" source="account_id" min={1} step={1} alwaysOn />,
];

const Column = DataTable.Col<Order>;
const NumberColumn = DataTable.NumberCol<Order>;

const Actions = () => (
  <TopToolbar>
    <ExportCsvButton label="kindred.orders.export" />
  </TopToolbar>
);

/**
 * Orders, newest first; a completed one is refunded from its page. The server sorts by id, date, amount
 * and payment date only. The CSV export is the server's (every row of the current filter, streamed).
 */
export const OrderList = () => (
  <List
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
    actions={<Actions />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="id" render={(order) => <ShortId value={order.id} />} />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <NumberColumn source="account_id" options={{ useGrouping: false }} disableSort />
      <NumberColumn source="credits" disableSort />
      <Column
        source="amount"
        align="right"
        render={(order) => <Money minor={order.amount} currency={order.currency} />}
      />
      <Column source="status" disableSort render={(order) => <StatusChip status={order.status} />} />
      <Column source="payment_method" disableSort />
      <Column source="country" disableSort />
      <Column source="paid_at">
        <DateField source="paid_at" showTime emptyText="—" />
      </Column>
    </DataTable>
  </List>
);

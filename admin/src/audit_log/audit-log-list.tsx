import { DataTable, DateField, DateInput, List, NumberInput, TextInput } from 'react-admin';
import type { AuditLogEntry } from '../providers/types';
import { AdminName } from './audit-log-fields';

const filters = [
  <TextInput key="resource" source="resource" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="record_id" source="record_id" alwaysOn />,
  <NumberInput key="admin_id" source="admin_id" min={1} step={1} />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const Column = DataTable.Col<AuditLogEntry>;

/** Every admin write, newest first (read only: the database refuses changes to the log). */
export const AuditLogList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="admin_email" disableSort render={(entry) => <AdminName entry={entry} />} />
      <Column source="action" disableSort />
      <Column source="resource" disableSort />
      <Column source="record_id" disableSort />
    </DataTable>
  </List>
);

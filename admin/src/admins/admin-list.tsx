import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import type { AdminAccountRow } from '../providers/types';
import { RoleChip, roleChoices, StatusChip, statusChoices, TotpChip } from './admin-fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <SelectInput key="disabled" source="disabled" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<AdminAccountRow>;

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The console's accounts (super-admins only), by e-mail. Accounts are disabled, never deleted. */
export const AdminList = () => (
  <List
    filters={filters}
    sort={{ field: 'email', order: 'ASC' }}
    perPage={25}
    exporter={false}
    actions={<Actions />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="email" />
      <Column source="name" />
      <Column source="role" render={(admin) => <RoleChip role={admin.role} />} />
      <Column source="disabled" disableSort render={(admin) => <StatusChip disabled={admin.disabled} />} />
      <Column
        source="totp_enabled"
        disableSort
        render={(admin) => <TotpChip enabled={admin.totp_enabled} />}
      />
      <Column source="last_login_at">
        <DateField source="last_login_at" showTime emptyText="—" />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
    </DataTable>
  </List>
);

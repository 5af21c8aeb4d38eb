import {
  DateField,
  EditButton,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { AdminAccountRow } from '../providers/types';
import { AuditHistoryButton, ResetPasswordButton, ResetTotpButton } from './admin-actions';
import { RoleChip, StatusChip, TotpChip } from './admin-fields';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <ResetPasswordButton />
    <ResetTotpButton />
    <AuditHistoryButton />
  </TopToolbar>
);

/** One admin account; its changes are in the audit log. */
export const AdminShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <NumberField source="id" options={{ useGrouping: false }} />
      <TextField source="email" />
      <TextField source="name" />
      <FunctionField<AdminAccountRow> source="role" render={(admin) => <RoleChip role={admin.role} />} />
      <FunctionField<AdminAccountRow>
        source="disabled"
        render={(admin) => <StatusChip disabled={admin.disabled} />}
      />
      <DateField source="disabled_at" showTime emptyText="—" />
      <FunctionField<AdminAccountRow>
        source="totp_enabled"
        render={(admin) => <TotpChip enabled={admin.totp_enabled} />}
      />
      <DateField source="last_login_at" showTime emptyText="—" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </SimpleShowLayout>
  </Show>
);

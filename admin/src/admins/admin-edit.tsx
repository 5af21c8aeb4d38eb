import {
  BooleanInput,
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  Labeled,
} from 'react-admin';
import type { AdminAccountRow } from '../providers/types';
import { AuditHistoryButton, ResetPasswordButton, ResetTotpButton } from './admin-actions';
import { roleChoices } from './admin-fields';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ResetPasswordButton />
    <ResetTotpButton />
    <AuditHistoryButton />
  </TopToolbar>
);

/** Save only: accounts are disabled, never deleted (the audit log names them). */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Only what may change goes to the server (react-admin would send the whole record). */
const changes = ({ name, role, disabled }: AdminAccountRow) => ({ name, role, disabled });

/** Name, role and disabled; saved at once (no undo: disabling ends the admin's sessions). */
export const AdminEdit = () => (
  <Edit actions={<Actions />} mutationMode="pessimistic" transform={changes} redirect="show">
    <SimpleForm toolbar={<FormToolbar />}>
      <Labeled>
        <TextField source="email" />
      </Labeled>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <SelectInput source="role" choices={roleChoices} validate={required()} />
      <BooleanInput source="disabled" helperText="kindred.admins.disabled_help" />
    </SimpleForm>
  </Edit>
);

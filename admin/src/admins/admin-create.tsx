import {
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { roleChoices } from './admin-fields';

/** A new admin with a role and a first password the super-admin hands over (12 to 200 characters). */
export const AdminCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <SelectInput source="role" choices={roleChoices} validate={required()} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        helperText="kindred.admins.password_help"
        validate={[required(), minLength(12), maxLength(200)]}
      />
    </SimpleForm>
  </Create>
);

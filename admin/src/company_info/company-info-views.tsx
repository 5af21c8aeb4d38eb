import {
  DataTable,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TextInput,
} from 'react-admin';
import { COMPANY_RULES, listFormat, listParse } from './company-info-rules';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const wide = { fullWidth: true } as const;

/** The company behind each site (a record's id is its site's id). */
export const CompanyInfoList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="domain" disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="kvk" disableSort />
      <DataTable.Col source="city" disableSort />
      <DataTable.Col source="country" disableSort />
      <DataTable.NumberCol source="delete_discount" disableSort />
    </DataTable>
  </List>
);

export const CompanyInfoShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="domain" />
      <TextField source="site_name" />
      <TextField source="name" />
      <TextField source="address" />
      <TextField source="kvk" />
      <TextField source="city" />
      <TextField source="country" />
      <TextArrayField source="tradenames" />
      <TextArrayField source="vat_numbers" />
      <TextField source="support_phone" />
      <NumberField source="delete_discount" />
    </SimpleShowLayout>
  </Show>
);

export const CompanyInfoEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm warnWhenUnsavedChanges>
      <TextField source="domain" />
      <TextInput source="name" validate={COMPANY_RULES.name} {...wide} />
      <TextInput source="address" validate={COMPANY_RULES.address} {...wide} />
      <TextInput source="kvk" validate={COMPANY_RULES.kvk} />
      <TextInput source="city" validate={COMPANY_RULES.city} />
      <TextInput source="country" validate={COMPANY_RULES.country} />
      <TextInput
        source="tradenames"
        format={listFormat}
        parse={listParse}
        validate={COMPANY_RULES.tradenames}
        helperText="kindred.company_info.help.comma_separated"
        {...wide}
      />
      <TextInput
        source="vat_numbers"
        format={listFormat}
        parse={listParse}
        validate={COMPANY_RULES.vat_numbers}
        helperText="kindred.company_info.help.comma_separated"
        {...wide}
      />
      <TextInput source="support_phone" validate={COMPANY_RULES.support_phone} />
      <NumberInput
        source="delete_discount"
        step={1}
        min={0}
        max={100}
        validate={COMPANY_RULES.delete_discount}
      />
    </SimpleForm>
  </Edit>
);

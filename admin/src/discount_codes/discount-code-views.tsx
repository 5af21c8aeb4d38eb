import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  DateTimeInput,
  DeleteButton,
  Edit,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  Labeled,
} from 'react-admin';
import { DiscountCodeUses } from './discount-code-uses';
import { DISCOUNT_CODE_RULES, upperCase } from './discount-code-rules';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="domain" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  <TextInput key="country" source="country" parse={upperCase} alwaysOn />,
];

/** Dates as the server takes them: ISO with zone, or null when cleared. */
const isoOrNull = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** Discount codes, newest first, with how often each was used. */
export const DiscountCodeList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="code" />
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="percentage" />
      <DataTable.NumberCol source="minimum" disableSort />
      <DataTable.Col source="country" disableSort />
      <DataTable.Col source="active" disableSort>
        <BooleanField source="active" />
      </DataTable.Col>
      <DataTable.Col source="valid_from" disableSort>
        <DateField source="valid_from" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="valid_until">
        <DateField source="valid_until" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.NumberCol source="usage_count" disableSort />
    </DataTable>
  </List>
);

export const DiscountCodeShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="code" />
      <ReferenceField source="site_id" reference="sites" />
      <NumberField source="percentage" />
      <NumberField source="minimum" />
      <TextField source="country" emptyText="—" />
      <BooleanField source="active" />
      <DateField source="valid_from" showTime emptyText="—" />
      <DateField source="valid_until" showTime emptyText="—" />
      <DateField source="created_at" showTime />
      <NumberField source="usage_count" />
      <Labeled label="kindred.discount_codes.used_by">
        <DiscountCodeUses />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);

const CodeFields = () => (
  <>
    <TextInput source="code" parse={upperCase} validate={DISCOUNT_CODE_RULES.code} />
    <NumberInput source="percentage" step={1} min={1} max={90} validate={DISCOUNT_CODE_RULES.percentage} />
    <NumberInput
      source="minimum"
      step={1}
      min={0}
      validate={DISCOUNT_CODE_RULES.minimum}
      helperText="kindred.discount_codes.help.minimum"
    />
    <TextInput
      source="country"
      parse={(value: string) => (value ? value.toUpperCase() : null)}
      validate={DISCOUNT_CODE_RULES.country}
      helperText="kindred.discount_codes.help.country"
    />
    <DateTimeInput source="valid_from" parse={isoOrNull} />
    <DateTimeInput source="valid_until" parse={isoOrNull} validate={DISCOUNT_CODE_RULES.valid_until} />
    <BooleanInput source="active" />
  </>
);

export const DiscountCodeCreate = () => (
  <Create redirect="show">
    <SimpleForm
      defaultValues={{ minimum: 0, active: true, country: null, valid_from: null, valid_until: null }}
    >
      <ReferenceInput source="site_id" reference="sites">
        <SelectInput optionText="domain" validate={DISCOUNT_CODE_RULES.site_id} />
      </ReferenceInput>
      <CodeFields />
    </SimpleForm>
  </Create>
);

/** Deleting a code only deactivates it: orders that hold it keep it. */
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton label="kindred.discount_codes.deactivate" mutationMode="pessimistic" />
  </Toolbar>
);

export const DiscountCodeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
      <ReferenceField source="site_id" reference="sites" />
      <CodeFields />
    </SimpleForm>
  </Edit>
);

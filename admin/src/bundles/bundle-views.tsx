import {
  ArrayField,
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  maxValue,
  minValue,
  NullableBooleanInput,
  number,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextInput,
  type Validator,
} from 'react-admin';
import { CURRENCIES } from '../layout/site-values';

interface BundlePrice {
  country: string;
  currency: string;
  amount: number;
}
interface Bundle {
  id: number;
  credits: number;
  prices: BundlePrice[];
}

const currencyChoices = CURRENCIES.map((id) => ({ id, name: id }));
const upper = (value: string) => (typeof value === 'string' ? value.toUpperCase() : value);
const whole: Validator = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value)
    ? undefined
    : 'kindred.bundles.invalid.whole_number';
/** One price per country (the server refuses repeats). */
const oneCountryEach: Validator = (prices: unknown) => {
  if (!Array.isArray(prices)) return undefined;
  const countries = prices.map((price: Partial<BundlePrice> | undefined) => price?.country);
  return new Set(countries).size === countries.length
    ? undefined
    : 'kindred.bundles.invalid.repeated_country';
};

/** The server's rules (server/src/billing/domain/catalogue-rules.ts). */
const RULES = {
  credits: [required(), number(), whole, minValue(1), maxValue(1_000_000)],
  sort: [number(), whole, minValue(-1000), maxValue(1000)],
  country: [required(), regex(/^[A-Z]{2}$/, 'kindred.bundles.invalid.country')],
  amount: [required(), number(), whole, minValue(1), maxValue(100_000_000)],
};

const money = (price: BundlePrice) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: price.currency }).format(
    price.amount / 100,
  );

const filters = [
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="domain" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  <TextInput key="country" source="country" parse={upper} alwaysOn />,
];

/** Credit bundles in sale order, with their prices per country. */
export const BundleList = () => (
  <List filters={filters} sort={{ field: 'sort', order: 'ASC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.NumberCol source="credits" />
      <DataTable.Col source="site_id">
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="sort" />
      <DataTable.Col source="popular" disableSort>
        <BooleanField source="popular" />
      </DataTable.Col>
      <DataTable.Col source="active" disableSort>
        <BooleanField source="active" />
      </DataTable.Col>
      <DataTable.Col
        source="prices"
        disableSort
        render={(bundle: Bundle) =>
          bundle.prices.map((price) => `${price.country} ${money(price)}`).join(' · ')
        }
      />
    </DataTable>
  </List>
);

export const BundleShow = () => (
  <Show>
    <SimpleShowLayout>
      <NumberField source="credits" />
      <ReferenceField source="site_id" reference="sites" />
      <NumberField source="sort" />
      <BooleanField source="popular" />
      <BooleanField source="active" />
      <ArrayField source="prices">
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="country" />
          <DataTable.Col source="currency" />
          <DataTable.Col source="amount" render={(price: BundlePrice) => money(price)} />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);

const BundleFields = () => (
  <>
    <NumberInput source="credits" step={1} validate={RULES.credits} />
    <NumberInput source="sort" step={1} validate={RULES.sort} />
    <BooleanInput source="popular" />
    <BooleanInput source="active" />
    <ArrayInput source="prices" validate={oneCountryEach}>
      <SimpleFormIterator inline disableReordering>
        <TextInput
          source="country"
          label="resources.bundles.fields.country"
          parse={upper}
          validate={RULES.country}
        />
        <SelectInput
          source="currency"
          label="resources.bundles.fields.currency"
          choices={currencyChoices}
          translateChoice={false}
          validate={required()}
        />
        <NumberInput
          source="amount"
          label="resources.bundles.fields.amount"
          step={1}
          validate={RULES.amount}
          helperText="kindred.bundles.help.amount"
        />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

export const BundleCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ sort: 0, popular: false, active: true, prices: [] }}>
      <ReferenceInput source="site_id" reference="sites">
        <SelectInput optionText="domain" validate={required()} />
      </ReferenceInput>
      <BundleFields />
    </SimpleForm>
  </Create>
);

export const BundleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm warnWhenUnsavedChanges>
      <ReferenceField source="site_id" reference="sites" />
      <BundleFields />
    </SimpleForm>
  </Edit>
);

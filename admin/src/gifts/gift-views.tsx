import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  maxLength,
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
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { LANGUAGES } from '../layout/site-values';
import { GiftImageUpload, giftImageUrl } from './gift-image-upload';

interface Gift {
  id: number;
  slug: string;
  image: string;
  names: Record<string, string>;
}

const whole: Validator = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value)
    ? undefined
    : 'kindred.gifts.invalid.whole_number';

/** The server's rules (server/src/messaging/domain/gift-rules.ts). */
const RULES = {
  slug: [required(), maxLength(40), regex(/^[a-z0-9-]+$/, 'kindred.gifts.invalid.slug')],
  image: [
    required(),
    maxLength(200),
    regex(
      /^(https:\/\/\S+|[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|gif))$/i,
      'kindred.gifts.invalid.image',
    ),
  ],
  name: maxLength(60),
  sort: [number(), whole, minValue(-1000), maxValue(1000)],
};

const GiftImage = ({ size = 40 }: { size?: number }) => {
  const gift = useRecordContext<Gift>();
  if (!gift?.image) return null;
  return <img src={giftImageUrl(gift.image)} alt={gift.names.en ?? gift.slug} width={size} height={size} />;
};

/** The name in the console's language, else English. */
const GiftName = () => {
  const gift = useRecordContext<Gift>();
  const [locale] = useLocaleState();
  return <>{gift ? (gift.names[locale] ?? gift.names.en) : null}</>;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="domain" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

/** A site's gift catalogue in the order members see it. */
export const GiftList = () => (
  <List filters={filters} sort={{ field: 'sort', order: 'ASC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="image" disableSort>
        <GiftImage />
      </DataTable.Col>
      <DataTable.Col source="names" disableSort>
        <GiftName />
      </DataTable.Col>
      <DataTable.Col source="slug" />
      <DataTable.Col source="site_id">
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="sort" />
      <DataTable.Col source="active" disableSort>
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  </List>
);

export const GiftShow = () => (
  <Show>
    <SimpleShowLayout>
      <FunctionField source="image" render={() => <GiftImage size={96} />} />
      <TextField source="image" />
      <TextField source="slug" />
      <ReferenceField source="site_id" reference="sites" />
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          source={`names.${language}`}
          label={`kindred.gifts.name_in.${language}`}
          emptyText="—"
        />
      ))}
      <NumberField source="sort" />
      <BooleanField source="active" />
    </SimpleShowLayout>
  </Show>
);

const GiftFields = () => (
  <>
    <TextInput source="slug" validate={RULES.slug} />
    <TextInput source="image" validate={RULES.image} helperText="kindred.gifts.help.image" fullWidth />
    <GiftImageUpload />
    {LANGUAGES.map((language) => (
      <TextInput
        key={language}
        source={`names.${language}`}
        label={`kindred.gifts.name_in.${language}`}
        validate={language === 'en' ? [required(), RULES.name] : [RULES.name]}
        parse={(value: string) => value}
      />
    ))}
    <NumberInput source="sort" step={1} validate={RULES.sort} />
    <BooleanInput source="active" />
  </>
);

/** Names left empty are not sent: a language without a name falls back to English for members. */
const withoutEmptyNames = (gift: Record<string, unknown>) => ({
  ...gift,
  names: Object.fromEntries(
    Object.entries((gift.names as Record<string, string | null | undefined>) ?? {}).filter(
      ([, name]) => typeof name === 'string' && name.trim() !== '',
    ),
  ),
});

export const GiftCreate = () => (
  <Create redirect="show" transform={withoutEmptyNames}>
    <SimpleForm defaultValues={{ sort: 0, active: true }}>
      <ReferenceInput source="site_id" reference="sites">
        <SelectInput optionText="domain" validate={required()} />
      </ReferenceInput>
      <GiftFields />
    </SimpleForm>
  </Create>
);

export const GiftEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={withoutEmptyNames}>
    <SimpleForm warnWhenUnsavedChanges>
      <ReferenceField source="site_id" reference="sites" />
      <GiftFields />
    </SimpleForm>
  </Edit>
);

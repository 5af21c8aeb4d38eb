import { DataTable, List, SearchInput, SelectInput, TextArrayField, useTranslate } from 'react-admin';
import { languageChoices, signupChoices } from './site-choices';
import type { SiteRecord } from './site-types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="domain_language"
    source="domain_language"
    choices={languageChoices}
    translateChoice={false}
    alwaysOn
  />,
  <SelectInput key="signups" source="signups" choices={signupChoices} alwaysOn />,
];

const Column = DataTable.Col<SiteRecord>;
const NumberColumn = DataTable.NumberCol<SiteRecord>;

const Signups = ({ value }: { value: string }) => {
  const translate = useTranslate();
  return <>{translate(`kindred.sites.signups.${value}`)}</>;
};

/** Every site (one per domain) with the settings operators look at most. */
export const SiteList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <NumberColumn source="id" />
      <Column source="name" />
      <Column source="domain" />
      <Column source="domain_language" disableSort />
      <Column source="countries" disableSort>
        <TextArrayField source="countries" />
      </Column>
      <Column source="signups" disableSort render={(site) => <Signups value={site.signups} />} />
      <NumberColumn source="message_length" disableSort />
      <NumberColumn source="message_credits" disableSort />
    </DataTable>
  </List>
);

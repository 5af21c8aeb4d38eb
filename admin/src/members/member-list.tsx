import {
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  type SearchInputProps,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { BanChip, StatusChip } from './member-fields';
import type { MemberRow } from './member-types';

const statusChoices = ['not_confirmed', 'activated'].map((status) => ({
  id: status,
  name: `kindred.members.status.${status}`,
}));

/** The search box, its placeholder in the console's language. */
const MemberSearch = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('kindred.members.search')} />;
};

const filters = [
  <MemberSearch key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="banned" source="banned" alwaysOn />,
];

const Column = DataTable.Col<MemberRow>;
const NumberColumn = DataTable.NumberCol<MemberRow>;

/** Members, newest first; the search finds a part of the e-mail or the name, or the id. */
export const MemberList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <NumberColumn source="id" options={{ useGrouping: false }} />
      <Column source="name" />
      <Column source="email" />
      <Column source="status" disableSort render={(member) => <StatusChip status={member.status} />} />
      <Column source="banned" disableSort render={(member) => <BanChip banned={member.banned} />} />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="last_login_at">
        <DateField source="last_login_at" showTime emptyText="—" />
      </Column>
    </DataTable>
  </List>
);

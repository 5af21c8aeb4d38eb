import { DataTable, DateField, List, NumberInput, SelectInput } from 'react-admin';
import { useComplaintAssignees } from './complaints-api';
import { ReasonText, ReportsAgainst, ShortText, StatusChip, TargetMember } from './complaint-fields';
import { COMPLAINT_REASONS, COMPLAINT_STATUSES, type Complaint } from './types';

const statusChoices = COMPLAINT_STATUSES.map((status) => ({
  id: status,
  name: `kindred.complaints.status.${status}`,
}));
const reasonChoices = COMPLAINT_REASONS.map((reason) => ({
  id: reason,
  name: `kindred.complaints.reason.${reason}`,
}));

const AssigneeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data = [] } = useComplaintAssignees();
  return (
    <SelectInput
      {...props}
      choices={data.map((admin) => ({ id: admin.id, name: admin.name }))}
      translateChoice={false}
    />
  );
};

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={reasonChoices} alwaysOn />,
  <AssigneeFilter key="assignee_id" source="assignee_id" alwaysOn />,
  <NumberInput key="target_profile_id" source="target_profile_id" min={1} step={1} alwaysOn />,
  <NumberInput key="reporter_id" source="reporter_id" min={1} step={1} />,
];

const Column = DataTable.Col<Complaint>;
const NumberColumn = DataTable.NumberCol<Complaint>;

/**
 * Complaints, newest first, open ones by default. Each row counts the complaints against the same member
 * and links to all of them (the group); sort by that count to see the most reported members first.
 */
export const ComplaintList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <NumberColumn source="id" options={{ useGrouping: false }} />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="status" disableSort render={(complaint) => <StatusChip status={complaint.status} />} />
      <Column source="reason" disableSort render={(complaint) => <ReasonText complaint={complaint} />} />
      <Column
        source="target_profile_id"
        disableSort
        render={(complaint) => <TargetMember complaint={complaint} />}
      />
      <Column source="reports_against" render={(complaint) => <ReportsAgainst complaint={complaint} />} />
      <Column source="remarks" disableSort render={(complaint) => <ShortText text={complaint.remarks} />} />
      <Column source="assignee_id" disableSort render={(complaint) => complaint.assignee_name ?? '—'} />
    </DataTable>
  </List>
);

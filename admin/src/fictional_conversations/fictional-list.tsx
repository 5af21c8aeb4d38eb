import { Chip } from '@mui/material';
import { useEffect } from 'react';
import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  SelectInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { FictionalConversationRow } from './types';

const statusChoices = [
  { id: 'waiting', name: 'kindred.fictional_conversations.status.waiting' },
  { id: 'answered', name: 'kindred.fictional_conversations.status.answered' },
];

const onlyWhenChecked = (checked: boolean): true | undefined => (checked ? true : undefined);

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  // Switched off, the filter goes (all conversations), rather than `available: false` (only those others hold).
  <BooleanInput key="available" source="available" parse={onlyWhenChecked} alwaysOn />,
];

/** Who holds the conversation: the agent, another agent, or nobody. */
export const ClaimChip = ({
  row,
}: {
  row: Pick<FictionalConversationRow, 'claimed_by' | 'claimed_by_me'>;
}) => {
  const translate = useTranslate();
  if (row.claimed_by === null) return null;
  return row.claimed_by_me ? (
    <Chip size="small" color="primary" label={translate('kindred.fictional_conversations.claimed_by_me')} />
  ) : (
    <Chip
      size="small"
      color="warning"
      label={translate('kindred.fictional_conversations.claimed_by_other')}
    />
  );
};

/**
 * The queue refreshes itself, in a background tab too: an agent working in another tab sees members
 * arrive (and the tab's title counts them) without pressing refresh.
 */
const QUEUE_REFRESH_MS = 10_000;

/** "(3) …" in the tab's title while the waiting queue is shown and has members waiting. */
const WaitingInTitle = () => {
  const { total, filterValues } = useListContext<FictionalConversationRow>();
  const waiting = (filterValues as { status?: string }).status === 'waiting' ? (total ?? 0) : 0;
  useEffect(() => {
    if (!waiting) return;
    const title = document.title;
    document.title = `(${waiting}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [waiting]);
  return null;
};

const Column = DataTable.Col<FictionalConversationRow>;
const NumberColumn = DataTable.NumberCol<FictionalConversationRow>;

/** The chat agents' queue: the members waiting longest for an answer first, the answered ones last. */
export const FictionalList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ status: 'waiting' }}
    sort={{ field: 'waiting_since', order: 'ASC' }}
    perPage={25}
    exporter={false}
    queryOptions={{ refetchInterval: QUEUE_REFRESH_MS, refetchIntervalInBackground: true }}
  >
    <WaitingInTitle />
    <DataTable rowClick="show" bulkActionButtons={false}>
      <NumberColumn source="id" options={{ useGrouping: false }} />
      <Column source="member_name" disableSort />
      <Column source="fictional_name" disableSort />
      <Column source="waiting_since">
        <DateField source="waiting_since" showTime emptyText="—" />
      </Column>
      <NumberColumn source="waiting" disableSort />
      <Column source="last_message_at">
        <DateField source="last_message_at" showTime />
      </Column>
      <Column source="claimed_by" disableSort render={(row) => <ClaimChip row={row} />} />
    </DataTable>
  </List>
);

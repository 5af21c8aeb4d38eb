import {
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { ComplaintActions } from './complaint-actions';
import { ReasonText, ReportsAgainst, StatusChip, TargetMember } from './complaint-fields';
import type { Complaint } from './types';

const Paragraph = ({ text }: { text: string | null }) => (
  <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', display: 'block' }}>
    {text || '—'}
  </Typography>
);

const SourceText = ({ complaint }: { complaint: Complaint }) => {
  const translate = useTranslate();
  return <>{translate(`kindred.complaints.source.${complaint.source}`)}</>;
};

/** One complaint: what was reported and by whom, the group it belongs to, and its handling. */
export const ComplaintShow = () => (
  <Show actions={<ComplaintActions />}>
    <SimpleShowLayout>
      <NumberField source="id" options={{ useGrouping: false }} />
      <FunctionField<Complaint>
        source="status"
        render={(complaint) => <StatusChip status={complaint.status} />}
      />
      <DateField source="created_at" showTime />
      <FunctionField<Complaint>
        source="source"
        render={(complaint) => <SourceText complaint={complaint} />}
      />
      <FunctionField<Complaint>
        source="reason"
        render={(complaint) => <ReasonText complaint={complaint} />}
      />
      <FunctionField<Complaint>
        source="target_profile_id"
        render={(complaint) => <TargetMember complaint={complaint} />}
      />
      <FunctionField<Complaint>
        source="reports_against"
        render={(complaint) => <ReportsAgainst complaint={complaint} />}
      />
      <NumberField source="target_photo_id" options={{ useGrouping: false }} emptyText="—" />
      <FunctionField<Complaint>
        source="message_text"
        render={(complaint) => <Paragraph text={complaint.message_text} />}
      />
      <FunctionField<Complaint>
        source="remarks"
        render={(complaint) => <Paragraph text={complaint.remarks} />}
      />
      <NumberField source="reporter_id" options={{ useGrouping: false }} />
      <TextField source="assignee_name" emptyText="—" />
      <FunctionField<Complaint> source="note" render={(complaint) => <Paragraph text={complaint.note} />} />
      <TextField source="handled_by_name" emptyText="—" />
      <DateField source="handled_at" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

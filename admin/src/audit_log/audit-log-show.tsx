import { Button } from '@mui/material';
import {
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditLogEntry } from '../providers/types';
import { AdminName, Changes } from './audit-log-fields';

/** Every entry about the same record. */
const SameRecordButton = () => {
  const entry = useRecordContext<AuditLogEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const filter = encodeURIComponent(JSON.stringify({ resource: entry.resource, record_id: entry.record_id }));
  return (
    <Button component={Link} size="small" to={{ pathname: '/audit_log', search: `?filter=${filter}` }}>
      {translate('kindred.audit_log.same_record')}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <SameRecordButton />
  </TopToolbar>
);

/** One entry: who, when, what, and the record before and after. */
export const AuditLogShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <DateField source="created_at" showTime />
      <FunctionField<AuditLogEntry> source="admin_email" render={(entry) => <AdminName entry={entry} />} />
      <TextField source="action" />
      <TextField source="resource" />
      <TextField source="record_id" />
      <FunctionField<AuditLogEntry>
        source="after"
        label="kindred.audit_log.changes"
        render={(entry) => <Changes entry={entry} />}
      />
    </SimpleShowLayout>
  </Show>
);

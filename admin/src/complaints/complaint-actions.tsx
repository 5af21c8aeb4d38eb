import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { actOnComplaint, useComplaintAssignees, type ComplaintAction } from './complaints-api';
import type { Complaint } from './types';

const NOTE_MAX = 2000;

/** What a moderator does with an open complaint: take it, give it to another, resolve or dismiss it. */
export const ComplaintActions = () => {
  const complaint = useRecordContext<Complaint>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const { data: assignees = [] } = useComplaintAssignees();
  const [closing, setClosing] = useState<'resolve' | 'dismiss' | null>(null);
  const mutation = useMutation({
    mutationFn: (action: ComplaintAction) => actOnComplaint(complaint!.id, action),
    onSuccess: (_row, action) => {
      notify(`kindred.complaints.done.${action.verb}`, { type: 'success' });
      setClosing(null);
      refresh();
    },
    onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  if (!complaint || complaint.status !== 'open') return <TopToolbar />;
  const myId = identity?.id === undefined ? null : Number(identity.id);

  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {myId !== null && complaint.assignee_id !== myId ? (
        <Button
          size="small"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ verb: 'assign', adminId: myId })}
        >
          {translate('kindred.complaints.assign_to_me')}
        </Button>
      ) : null}
      <TextField
        select
        size="small"
        label={translate('kindred.complaints.assign_to')}
        value={complaint.assignee_id ?? ''}
        disabled={mutation.isPending}
        onChange={(event) =>
          mutation.mutate({
            verb: 'assign',
            adminId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
        sx={{ minWidth: 200 }}
        data-testid="complaint-assignee"
      >
        <MenuItem value="">{translate('kindred.complaints.nobody')}</MenuItem>
        {assignees.map((admin) => (
          <MenuItem key={admin.id} value={admin.id}>
            {admin.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="contained" color="success" onClick={() => setClosing('resolve')}>
        {translate('kindred.complaints.resolve')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setClosing('dismiss')}>
        {translate('kindred.complaints.dismiss')}
      </Button>
      {closing ? (
        <CloseDialog
          verb={closing}
          pending={mutation.isPending}
          onCancel={() => setClosing(null)}
          onConfirm={(note) => mutation.mutate({ verb: closing, note })}
        />
      ) : null}
    </TopToolbar>
  );
};

/** The note the reporter will read, required before resolving or dismissing. */
function CloseDialog({
  verb,
  pending,
  onCancel,
  onConfirm,
}: {
  verb: 'resolve' | 'dismiss';
  pending: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = note.trim() === '';
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onConfirm(note.trim());
        }}
      >
        <DialogTitle id={titleId}>{translate(`kindred.complaints.${verb}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('kindred.complaints.note_intro')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={translate('kindred.complaints.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={touched && missing}
            helperText={
              touched && missing
                ? translate('kindred.complaints.note_required')
                : `${note.length} / ${NOTE_MAX}`
            }
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(`kindred.complaints.${verb}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

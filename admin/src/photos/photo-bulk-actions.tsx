import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type PhotoDecision, reviewPhotos } from './photo-review-api';

const MAX_REASON = 500;

/** Approve or reject the selected photos; a rejection asks for the reason the member will see. */
export const PhotoBulkActions = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (decision: PhotoDecision) => {
    setBusy(true);
    try {
      await reviewPhotos(decision, selectedIds, decision === 'reject' ? reason.trim() : undefined);
      notify(decision === 'approve' ? 'kindred.photos.approved' : 'kindred.photos.rejected', {
        type: 'success',
        messageArgs: { smart_count: selectedIds.length },
      });
      setAsking(false);
      setReason('');
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="kindred.photos.approve" disabled={busy} onClick={() => void decide('approve')} />
      <Button label="kindred.photos.reject" color="error" disabled={busy} onClick={() => setAsking(true)} />
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate('kindred.photos.reject_title', { smart_count: selectedIds.length })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('kindred.photos.reason')}
            helperText={translate('kindred.photos.reason_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, MAX_REASON))}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="kindred.photos.cancel" onClick={() => setAsking(false)} />
          <Button
            label="kindred.photos.reject"
            color="error"
            variant="contained"
            disabled={busy || !reason.trim()}
            onClick={() => void decide('reject')}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};

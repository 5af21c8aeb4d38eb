import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { KindredDataProvider } from '../providers/data-provider';

/** A new key per adjustment form: a retried submit adjusts once (the server keeps the key). */
const newKey = () => crypto.randomUUID();

interface Draft {
  account_id: string;
  amount: string;
  reason: string;
}

/**
 * "Adjust credits" on the ledger list: adds (positive) or takes (negative) credits from one account with
 * a required reason, as one `adjustment` ledger entry. The server refuses a balance below zero.
 */
export function AdjustCreditsButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'adjustments', action: 'create' });
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<KindredDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ account_id: '', amount: '', reason: '' });
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!canAccess) return null;

  const start = () => {
    const account = filterValues?.account_id;
    setDraft({ account_id: account === undefined ? '' : String(account), amount: '', reason: '' });
    setKey(newKey());
    setError(null);
    setOpen(true);
  };
  const change = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await dataProvider.adjustCredits({
        account_id: Number(draft.account_id),
        amount: Number(draft.amount),
        reason: draft.reason,
        idempotency_key: key,
      });
      setOpen(false);
      notify('kindred.ledger.adjusted', { type: 'success' });
      refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={start} data-testid="adjust-credits">
        {translate('kindred.ledger.adjust')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="adjust-credits-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="adjust-credits-title">{translate('kindred.ledger.adjust_title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
              <TextField
                label={translate('kindred.ledger.account')}
                type="number"
                required
                value={draft.account_id}
                onChange={change('account_id')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
              <TextField
                label={translate('kindred.ledger.amount')}
                helperText={translate('kindred.ledger.amount_help')}
                type="number"
                required
                value={draft.amount}
                onChange={change('amount')}
                slotProps={{ htmlInput: { step: 1 } }}
              />
              <TextField
                label={translate('kindred.ledger.reason')}
                required
                value={draft.reason}
                onChange={change('reason')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              {error && (
                <Alert severity="error" data-testid="adjust-credits-error">
                  {error}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving || draft.reason.trim() === ''}>
              {translate('kindred.ledger.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

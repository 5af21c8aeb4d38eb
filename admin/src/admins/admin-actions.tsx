import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { API_URL, httpClient } from '../providers/http-client';
import type { AdminAccountRow } from '../providers/types';

const MIN_PASSWORD = 12;

const post = (path: string, body?: object) =>
  httpClient(`${API_URL}/${path}`, { method: 'POST', body: body ? JSON.stringify(body) : undefined });

/** Sets a new password for the admin; the server ends the admin's sessions. */
export const ResetPasswordButton = () => {
  const admin = useRecordContext<AdminAccountRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  if (!admin) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await post(`admins/${admin.id}/reset-password`, { password });
      notify('kindred.admins.password_reset', { type: 'success' });
      setOpen(false);
      setPassword('');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('kindred.admins.reset_password')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>
            {translate('kindred.admins.reset_password_title', { email: admin.email })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('kindred.admins.reset_password_help')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              type="password"
              autoComplete="new-password"
              label={translate('kindred.admins.new_password')}
              helperText={translate('kindred.admins.password_help')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('kindred.admins.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || password.length < MIN_PASSWORD}>
              {translate('kindred.admins.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** Removes the admin's second factor (a lost phone), after a confirmation. */
export const ResetTotpButton = () => {
  const admin = useRecordContext<AdminAccountRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!admin?.totp_enabled) return null;

  const confirm = async () => {
    try {
      await post(`admins/${admin.id}/reset-totp`);
      notify('kindred.admins.totp_reset', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    setOpen(false);
  };

  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)}>
        {translate('kindred.admins.reset_totp')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('kindred.admins.reset_totp_title', { email: admin.email })}
        content={translate('kindred.admins.reset_totp_help')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The audit log filtered to this account. */
export const AuditHistoryButton = () => {
  const admin = useRecordContext<AdminAccountRow>();
  const translate = useTranslate();
  if (!admin) return null;
  const filter = encodeURIComponent(JSON.stringify({ resource: 'admins', record_id: String(admin.id) }));
  return (
    <Button component={Link} size="small" to={{ pathname: '/audit_log', search: `?filter=${filter}` }}>
      {translate('kindred.admins.audit_history')}
    </Button>
  );
};

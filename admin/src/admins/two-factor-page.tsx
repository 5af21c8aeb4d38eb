import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../providers/http-client';
import { refreshIdentity } from '../providers/auth-provider';
import type { AdminAccount, TotpEnrolment } from '../providers/types';

export const TWO_FACTOR_PATH = '/two-factor';

const post = async <T,>(path: string, body?: object): Promise<T> =>
  (await httpClient(`${API_URL}/${path}`, { method: 'POST', body: body ? JSON.stringify(body) : undefined }))
    .json as T;

const CodeForm = ({ label, onSubmit }: { label: string; onSubmit: (code: string) => Promise<void> }) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(code);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
      <TextField
        size="small"
        label={translate('kindred.two_factor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || code.length !== 6}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate(label)}
      </Button>
    </Box>
  );
};

/**
 * The signed-in admin's own second factor: set it up (QR code or key, then a code to confirm) or turn
 * it off with a current code. A super-admin in production sees only this page until it is on.
 */
export const TwoFactorPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity, refetch } = useGetIdentity();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  if (!identity) return null;
  const account = identity as unknown as AdminAccount & { fullName: string };

  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });

  const changed = async (next: AdminAccount) => {
    refreshIdentity(next);
    setEnrolment(undefined);
    await refetch();
  };

  const start = () => post<TotpEnrolment>('me/totp').then(setEnrolment, failed);
  const confirm = (code: string) => post<AdminAccount>('me/totp/confirm', { code }).then(changed, failed);
  const disable = (code: string) => post<AdminAccount>('me/totp/disable', { code }).then(changed, failed);

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('kindred.two_factor.title')} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('kindred.two_factor.title')}
        </Typography>
        {account.totp_enrolment_required && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="totp-required">
            {translate('kindred.two_factor.required')}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('kindred.two_factor.intro')}
        </Typography>
        <Alert severity={account.totp_enabled ? 'success' : 'info'} data-testid="totp-status">
          {translate(account.totp_enabled ? 'kindred.two_factor.status_on' : 'kindred.two_factor.status_off')}
        </Alert>
        {account.totp_enabled ? (
          <>
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('kindred.two_factor.disable_help')}
            </Typography>
            <CodeForm label="kindred.two_factor.disable" onSubmit={disable} />
          </>
        ) : enrolment ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate('kindred.two_factor.scan')}</Typography>
            <Box
              component="img"
              src={enrolment.qr_code}
              alt={translate('kindred.two_factor.qr_alt')}
              sx={{ width: 200, height: 200, my: 1, display: 'block' }}
            />
            <Typography variant="body2">
              {translate('kindred.two_factor.secret')}:{' '}
              <Box component="code" sx={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                {enrolment.secret}
              </Box>
            </Typography>
            <CodeForm label="kindred.two_factor.confirm" onSubmit={confirm} />
          </Box>
        ) : (
          <Button variant="contained" sx={{ mt: 2 }} onClick={start}>
            {translate('kindred.two_factor.start')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

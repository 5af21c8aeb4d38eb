import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Login, useLocaleState, useLocales, useLogin, useTranslate } from 'react-admin';
import { errorCodeOf } from '../providers/http-client';

/** The error text to show for a failed sign-in: the server's (translated) message when it sent one. */
const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

const LanguagePicker = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('kindred.login.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
    >
      {locales.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** Shown once the server said the account has a second factor (401 `totp_required`). */
  const [askCode, setAskCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      // On success useLogin navigates to the dashboard and this form goes away.
      await login({ email, password, code: askCode ? code : undefined });
    } catch (failure: unknown) {
      if (errorCodeOf(failure) === 'totp_required') {
        setAskCode(true);
        setError(undefined);
      } else {
        setError(messageOf(failure) ?? translate('kindred.login.failed'));
      }
      setCode('');
      setSubmitting(false);
    }
  };

  /** What the two sign-in fields share: required, full width, locked while the sign-in runs. */
  const credential = (name: 'email' | 'password', value: string, setValue: (value: string) => void) => ({
    name,
    value,
    label: translate(`kindred.login.${name}`),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    required: true,
    fullWidth: true,
    disabled: submitting,
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ px: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
      aria-labelledby="kindred-login-title"
    >
      <Typography id="kindred-login-title" component="h1" variant="h6" align="center">
        {translate('kindred.login.title')}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="login-error">
          {error}
        </Alert>
      )}
      <TextField {...credential('email', email, setEmail)} type="email" autoComplete="username" autoFocus />
      <TextField
        {...credential('password', password, setPassword)}
        type="password"
        autoComplete="current-password"
      />
      {askCode && (
        <TextField
          name="code"
          value={code}
          label={translate('kindred.login_code.label')}
          helperText={translate('kindred.login_code.help')}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6))
          }
          required
          fullWidth
          autoFocus
          disabled={submitting}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        color="primary"
        fullWidth
        disabled={submitting || !email || !password || (askCode && code.length !== 6)}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(submitting ? 'kindred.login.submitting' : 'kindred.login.submit')}
      </Button>
      <LanguagePicker />
    </Box>
  );
};

/** react-admin's login layout with our form: e-mail (not "username"), the server's error inline. */
export const LoginPage = () => (
  <Login>
    <LoginForm />
  </Login>
);

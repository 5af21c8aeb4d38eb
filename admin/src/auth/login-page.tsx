import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Login, useLocaleState, useLocales, useLogin, useTranslate } from 'react-admin';

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
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      // On success useLogin navigates to the dashboard and this form goes away.
      await login({ email, password });
    } catch (failure: unknown) {
      setError(messageOf(failure) ?? translate('kindred.login.failed'));
      setSubmitting(false);
    }
  };

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
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        label={translate('kindred.login.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        label={translate('kindred.login.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={submitting}
      />
      <Button
        type="submit"
        variant="contained"
        color="primary"
        fullWidth
        disabled={submitting || !email || !password}
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

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formErrorsOf } from '../../../lib/form-errors';
import { confirmMailChange, type AccountUser } from '../api/account';
import './settings.css';

export interface MailChangeConfirmProps {
  routeName: string;
  token: string | null;
  loggedIn: boolean;
  onUserChange: (user: AccountUser) => void;
}

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /mail-change/do?token=…: confirms the new e-mail address (POST /api/mail-change-do.php) once. */
export function MailChangeConfirm({ routeName, token, loggedIn, onUserChange }: MailChangeConfirmProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'pending' } : { kind: 'failed', message: t('form.linkInvalid') },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // the token is single-use: never send it twice (StrictMode runs effects twice)
    confirmMailChange(token).then(
      (result) => {
        if (result.user) onUserChange(result.user);
        setState({ kind: 'done' });
      },
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: formErrorsOf(error, t('error.generic')).form ?? t('error.generic'),
        }),
    );
  }, [token, t, onUserChange]);

  return (
    <section className="surface account-deleted" data-route={routeName}>
      <h1 className="account-deleted__title">{t('routes.mail-change-do')}</h1>
      {state.kind === 'pending' ? <Spinner label={t('app.loading')} /> : null}
      {state.kind === 'done' ? (
        <Alert tone="success">
          <span>{t('mailChange.done')}</span>{' '}
          <Link to={loggedIn ? '/settings' : '/login'}>
            {loggedIn ? t('mailChange.toSettings') : t('mailChange.toLogin')}
          </Link>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert tone="danger">
          <span>{state.message}</span>{' '}
          <Link to={loggedIn ? '/settings' : '/login'}>
            {loggedIn ? t('mailChange.requestNew') : t('mailChange.toLogin')}
          </Link>
        </Alert>
      ) : null}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { SIGNUP_COMPLETE_PATH } from '../lib/paths';
import { SignupFlow } from './signup-flow';
import { useSignupEnvironment } from './signup-environment';

export interface SignupPageProps {
  routeName: string;
  teaser?: ReactNode;
  /** Where a member who is already logged in goes (default: /members, or /complete-signup). */
  memberPath?: string;
}

/** /signup (and /members/:id/signup): the signup steps as a page. */
export function SignupPage({ routeName, teaser, memberPath }: SignupPageProps) {
  const { t } = useTranslation();
  const env = useSignupEnvironment();
  const navigate = useNavigate();
  // decided once: a member who arrives logged in is sent on; one who signs up here stays to the end
  const [arrivedAsMember, setArrivedAsMember] = useState<boolean | undefined>(
    env.user === undefined ? undefined : env.user !== null,
  );
  if (arrivedAsMember === undefined && env.user !== undefined) setArrivedAsMember(env.user !== null);

  if (arrivedAsMember === undefined) {
    return (
      <div data-route={routeName}>
        <Spinner page label={t('app.loading')} />
      </div>
    );
  }
  if (arrivedAsMember && env.user) {
    const to = env.user.status === 'not_confirmed' ? '/complete-signup' : (memberPath ?? '/members');
    return <Navigate to={to} replace />;
  }
  return (
    <div data-route={routeName}>
      <SignupFlow variant="page" teaser={teaser} onFinish={() => void navigate(SIGNUP_COMPLETE_PATH)} />
    </div>
  );
}

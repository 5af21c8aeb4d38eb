import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { returnPath } from '../../../lib/return-path';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_SIGNUP_RETURN, signupFinishPath } from '../lib/paths';
import { SignupFlow } from './signup-flow';
import { useSignupEnvironment } from './signup-environment';

export interface SignupPageProps {
  routeName: string;
  teaser?: ReactNode;
  /**
   * Where a finished signup comes back to, and where a member who is already logged in goes (default:
   * the page `?next=` names, else /members; a member still to confirm the e-mail gets /complete-signup).
   */
  memberPath?: string;
}

/** /signup (and /members/:id/signup): the signup steps as a page. */
export function SignupPage({ routeName, teaser, memberPath }: SignupPageProps) {
  const { t } = useTranslation();
  const env = useSignupEnvironment();
  const navigate = useNavigate();
  const { search } = useLocation();
  const comeBackTo = memberPath ?? returnPath(search, DEFAULT_SIGNUP_RETURN);
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
    const to = env.user.status === 'not_confirmed' ? '/complete-signup' : comeBackTo;
    return <Navigate to={to} replace />;
  }
  return (
    <div data-route={routeName}>
      <SignupFlow
        variant="page"
        teaser={teaser}
        onFinish={() => void navigate(signupFinishPath(comeBackTo))}
      />
    </div>
  );
}

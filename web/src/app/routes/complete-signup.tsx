import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { CompleteSignup } from '../../features/signup/components/complete-signup';
import { signupCompletePath } from '../../features/signup/lib/paths';
import { AppSignupPush } from '../signup-environment';
import type { PageProps } from './page-props';
import { MemberOnly } from './member-only';

/** /complete-signup: "confirm your e-mail" for a logged-in member who has not done so yet. */
export default function CompleteSignupRoute({ routeName }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MemberOnly routeName={routeName} reason={t('login.toCompleteSignup')}>
      {(user) =>
        user.status === 'not_confirmed' ? (
          <div data-route={routeName}>
            <AppSignupPush>
              <CompleteSignup email={user.email ?? ''} onFinish={() => void navigate(signupCompletePath())} />
            </AppSignupPush>
          </div>
        ) : (
          <Navigate to="/members" replace />
        )
      }
    </MemberOnly>
  );
}

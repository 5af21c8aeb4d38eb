import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SignupPage } from '../../features/signup/components/signup-page';
import { AppSignupEnvironment } from '../signup-environment';
import type { PageProps } from './page-props';

/** /members/:id/signup (empty layout): the signup with a teaser for the member (profile data later). */
export default function MemberSignupRoute({ routeName }: PageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AppSignupEnvironment>
      <SignupPage
        routeName={routeName}
        teaser={t('signup.memberTeaser')}
        memberPath={`/members/${id ?? ''}`}
      />
    </AppSignupEnvironment>
  );
}

import { useTranslation } from 'react-i18next';
import { ComplaintsPage } from '../../features/complaints/components/complaints-page';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /complaints: file a complaint and follow one's own; a visitor gets the login form first. */
export default function ComplaintsRoute({ routeName }: PageProps) {
  const { t } = useTranslation('complaints');
  return (
    <MemberOnly routeName={routeName} reason={t('loginReason')}>
      {() => <ComplaintsPage routeName={routeName} />}
    </MemberOnly>
  );
}

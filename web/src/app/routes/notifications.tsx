import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { useSetUser } from '../session';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /notifications: the member's e-mail and push notification settings; a visitor gets the login form first. */
export default function NotificationsRoute({ routeName }: PageProps) {
  const { t } = useTranslation('notificationPrefs');
  const setUser = useSetUser();
  return (
    <MemberOnly routeName={routeName} reason={t('loginReason')}>
      {(user) => (
        <NotificationsPage
          routeName={routeName}
          onEmailEnabled={() => setUser({ ...user, notifications_disabled: [] })}
        />
      )}
    </MemberOnly>
  );
}

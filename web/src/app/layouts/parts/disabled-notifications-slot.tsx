import { useCallback } from 'react';
import type { User } from '../../../features/auth/api/get-user';
import { DisabledNotificationsAlert } from '../../../features/notifications/components/disabled-notifications-alert';
import { useSetUser } from '../../session';

/** The disabled-notifications alert (SPEC §2); turning e-mail on again clears the reasons from the user. */
export function DisabledNotificationsSlot({
  user,
  routeName,
}: {
  user: User | null | undefined;
  routeName: string | null | undefined;
}) {
  const setUser = useSetUser();
  const onEnabled = useCallback(() => {
    if (user) setUser({ ...user, notifications_disabled: [] });
  }, [setUser, user]);
  return <DisabledNotificationsAlert user={user} routeName={routeName} onEnabled={onEnabled} />;
}

import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useUser } from '../../../features/auth/api/get-user';
import { TimeBonus } from '../../../features/billing/components/time-bonus';
import { PhotoWarning } from '../../../features/profile/components/photo-warning';
import { PushAlert } from '../../../features/push/components/push-alert';
import { ActivateReminder } from '../../../features/signup/components/activate-reminder';
import { SignupModal } from '../../../features/signup/components/signup-modal';
import { useIsSmartphone } from '../../../lib/smartphone';
import { AppSignupEnvironment } from '../../signup-environment';
import { DisabledNotificationsSlot } from './disabled-notifications-slot';
import { useRouteName } from '../../use-route-name';

/**
 * The warning banners (time bonus, activation, photo, push, notifications). On a phone the two nudges that
 * only ask something of the member (a photo, push) show one at a time, the photo first: stacked under the
 * others they filled the first screen of every page.
 */
export function WarningBanners() {
  const { data } = useUser();
  const routeName = useRouteName();
  const { search } = useLocation();
  const smartphone = useIsSmartphone();
  const [photoWarningShown, setPhotoWarningShown] = useState(false);
  return (
    <div className="layout__banners" data-slot="warning-banners">
      <TimeBonus user={data?.user} routeName={routeName} />
      <ActivateReminder user={data?.user} routeName={routeName} search={search} smartphone={smartphone} />
      <PhotoWarning user={data?.user} routeName={routeName} onShownChange={setPhotoWarningShown} />
      <DisabledNotificationsSlot user={data?.user} routeName={routeName} />
      <PushAlert
        loggedIn={data ? data.user != null : undefined}
        routeName={routeName}
        held={smartphone && photoWarningShown}
      />
    </div>
  );
}

/**
 * The chat layout's banner: the time bonus alone, since /chats is in the members area (SPEC §2) and the
 * other banners ask for something a chat is not the place for.
 */
export function ChatBanners() {
  const { data } = useUser();
  const routeName = useRouteName();
  return (
    <div className="layout__banners" data-slot="warning-banners">
      <TimeBonus user={data?.user} routeName={routeName} />
    </div>
  );
}

/** The signup modal (desktop): opened by the "Sign up" calls to action (components/ui/signup-link). */
export function SignupModalSlot() {
  return (
    <div data-slot="signup-modal">
      <AppSignupEnvironment>
        <SignupModal />
      </AppSignupEnvironment>
    </div>
  );
}

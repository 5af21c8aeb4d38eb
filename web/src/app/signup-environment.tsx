import { useMemo, type ReactNode } from 'react';
import { useUser } from '../features/auth/api/get-user';
import { usePush } from '../features/push/use-push';
import { getRegions } from '../features/site/api/get-regions';
import { useSettings } from '../features/site/api/get-settings';
import {
  SignupEnvironmentProvider,
  type SignupEnvironment,
} from '../features/signup/components/signup-environment';
import { SignupPushProvider, type SignupPush } from '../features/signup/components/push-step';
import { useSetUser } from './session';

/** Hands the signup what it needs from the site settings and the session. */
export function AppSignupEnvironment({ children }: { children: ReactNode }) {
  const { data: settings } = useSettings();
  const user = useUser();
  const setUser = useSetUser();
  // a failed user load counts as a visitor
  const current = user.data ? user.data.user : user.isError ? null : undefined;

  const value = useMemo<SignupEnvironment>(
    () => ({
      siteName: settings?.name ?? '',
      countries: settings?.countries ?? [],
      defaultCountry: settings?.geoip_selected_country ?? null,
      geoipCountry: settings?.geoip_country ?? null,
      signups: settings?.signups ?? 'all',
      supportEmail: settings?.support_email ?? null,
      user: current,
      onUserChange: setUser,
      fetchRegions: async (country) => (await getRegions(country)).regions,
    }),
    [settings, current, setUser],
  );
  return (
    <SignupEnvironmentProvider value={value}>
      <AppSignupPush>{children}</AppSignupPush>
    </SignupEnvironmentProvider>
  );
}

/** Hands the signup's push step the app's web push (SPEC §4: the push opt-in step subscribes for real). */
export function AppSignupPush({ children }: { children: ReactNode }) {
  const { state, enable } = usePush();
  // Offered unless the browser turned out not capable or notifications were refused.
  const supported = state !== 'not_capable' && state !== 'denied';
  const value = useMemo<SignupPush>(() => ({ supported, enable }), [supported, enable]);
  return <SignupPushProvider value={value}>{children}</SignupPushProvider>;
}

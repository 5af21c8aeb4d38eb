import { useUser } from '../../../features/auth/api/get-user';
import { SiteEntryWarning } from '../../../features/entry-warning/components/site-entry-warning';
import { useSettings } from '../../../features/site/api/get-settings';
import { useRouteName } from '../../use-route-name';

export function EntryWarning({ onlyCountries }: { onlyCountries?: readonly string[] }) {
  const { data: settings } = useSettings();
  const user = useUser();
  const routeName = useRouteName();
  if (!settings) return null;
  // while the user loads nothing shows; when that fails the visitor counts as logged out
  const loggedIn = user.data ? user.data.user != null : user.isError ? false : undefined;
  return (
    <SiteEntryWarning
      setting={settings.enable_site_entry_popup}
      country={settings.geoip_selected_country}
      loggedIn={loggedIn}
      routeName={routeName}
      onlyCountries={onlyCountries}
    />
  );
}

import { LangConfigPage } from '../../features/language/components/lang-config-page';
import { useSettings } from '../../features/site/api/get-settings';
import { useChangeLanguage } from '../use-change-language';
import type { PageProps } from './page-props';

/**
 * /lang-config?country=XX&return=/path: choose the language, the country's (SPEC §9) first; the country is
 * `?country=` or else the site's geoip_selected_country.
 */
export default function LangConfigRoute({ routeName }: PageProps) {
  const settings = useSettings();
  const changeLanguage = useChangeLanguage();
  // while the settings load the page shows a skeleton; without them no country is known
  const siteCountry = settings.data
    ? settings.data.geoip_selected_country
    : settings.isError
      ? null
      : undefined;
  return <LangConfigPage routeName={routeName} siteCountry={siteCountry} onChoose={changeLanguage} />;
}

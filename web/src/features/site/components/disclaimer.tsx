import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/get-settings';
import { MIN_AGE } from '../lib/page-variables';

/** The short adults-only / fictional-profiles line under the footer. */
export function Disclaimer() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <p className="site-disclaimer">{t('disclaimer', { siteName: settings?.name ?? '', minAge: MIN_AGE })}</p>
  );
}

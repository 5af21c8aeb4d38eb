import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/site/api/get-settings';

/** The site's mark of a fictional profile (`fictional_icon`) and its name (`fictional_singular`). */
export function useFictionalMark(): { icon: string | null; label: string } {
  const { t } = useTranslation('member');
  const { data: settings } = useSettings();
  return useMemo(
    () => ({
      icon: settings?.fictional_icon ?? null,
      label: settings?.fictional_singular || t('fictional.label'),
    }),
    [settings, t],
  );
}

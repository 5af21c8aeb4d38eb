import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer } from './country-names';

/** Country names in the page's language. */
export function useCountryNames() {
  const { i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { language, countryName: useMemo(() => countryNamer(language), [language]) };
}

import { useTranslation } from 'react-i18next';

/** The UI language (for money, dates and country names). */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

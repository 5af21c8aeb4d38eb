import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../features/auth/api/get-user';
import { updateLanguage } from '../features/auth/api/update-language';
import { chooseLanguage } from '../lib/i18n/language';
import { refreshLanguageDependentQueries } from '../lib/i18n/language-queries';
import type { Locale } from '../lib/i18n/locales';

/**
 * Switches the language (the `lang` cookie for 365 days and the app's translations); a logged-in
 * member's choice is also saved on the account (PUT /api/user.php). The top navigation's language
 * switcher and the /lang-config page both use it.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { data } = useUser();
  const queryClient = useQueryClient();
  const loggedIn = data?.user != null;
  return useCallback(
    async (locale: Locale) => {
      await chooseLanguage(i18n, locale);
      if (loggedIn) {
        try {
          await updateLanguage(locale);
          // answers fetched while the switch was being saved may be in the account's previous language
          await refreshLanguageDependentQueries(queryClient);
        } catch {
          // the cookie keeps the choice on this device; the account keeps its previous language
        }
      }
    },
    [i18n, loggedIn, queryClient],
  );
}

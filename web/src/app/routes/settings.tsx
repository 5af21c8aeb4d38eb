import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../features/account/components/account-settings';
import { chooseLanguage } from '../../lib/i18n/language';
import { refreshLanguageDependentQueries } from '../../lib/i18n/language-queries';
import type { Locale } from '../../lib/i18n/locales';
import { useClearSession, useSetUser } from '../session';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /settings (the spec leaves the path open): a visitor gets the login form first. */
export default function SettingsRoute({ routeName }: PageProps) {
  const { t, i18n } = useTranslation();
  const setUser = useSetUser();
  const clearSession = useClearSession();
  const queryClient = useQueryClient();
  // called once the language is saved on the account: answers in the previous language are loaded again
  const onLanguageChosen = useCallback(
    async (locale: Locale) => {
      await chooseLanguage(i18n, locale);
      await refreshLanguageDependentQueries(queryClient);
    },
    [i18n, queryClient],
  );
  return (
    <MemberOnly routeName={routeName} reason={t('login.toSettings')}>
      {(user) => (
        <AccountSettings
          routeName={routeName}
          user={{ id: user.id, email: user.email, language: user.language, invisible: user.invisible }}
          onUserChange={setUser}
          onLanguageChosen={onLanguageChosen}
          onDeleted={() => clearSession('/account-deleted')}
        />
      )}
    </MemberOnly>
  );
}

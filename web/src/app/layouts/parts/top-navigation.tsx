import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUser } from '../../../features/auth/api/get-user';
import { logout } from '../../../features/auth/api/logout';
import { updateLanguage } from '../../../features/auth/api/update-language';
import { clearSession } from '../../../features/auth/lib/session';
import { showBackButton } from '../../../features/navigation/lib/credits-badge';
import { TopNav } from '../../../features/navigation/components/top-nav';
import { useNewLikes } from '../../../features/likes/api/likes';
import { useSettings } from '../../../features/site/api/get-settings';
import { isStandalone } from '../../../lib/display-mode';
import { chooseLanguage } from '../../../lib/i18n/language';
import { refreshLanguageDependentQueries } from '../../../lib/i18n/language-queries';
import type { Locale } from '../../../lib/i18n/locales';
import { useRouteName } from '../../use-route-name';
import { useUnreadMessages } from '../../use-unread-messages';

/** Switches the language; a logged-in member's choice is also saved on the account. */
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

export function TopNavigation() {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const { data } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const changeLanguage = useChangeLanguage();
  const [standalone] = useState(() => isStandalone());
  const newLikes = useNewLikes(data?.user != null);
  const unreadMessages = useUnreadMessages(data?.user != null);

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      clearSession({ queryClient, navigate: (to) => void navigate(to) });
    }
  };

  return (
    <TopNav
      siteName={settings?.name ?? ''}
      user={data ? data.user : undefined}
      language={i18n.resolvedLanguage ?? i18n.language}
      onLanguageChange={(locale) => void changeLanguage(locale)}
      onLogout={() => void onLogout()}
      showBack={showBackButton(standalone, routeName, window.history.length)}
      onBack={() => void navigate(-1)}
      unreadMessages={unreadMessages}
      newLikes={newLikes}
    />
  );
}

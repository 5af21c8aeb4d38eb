import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUser } from '../../../features/auth/api/get-user';
import { logout } from '../../../features/auth/api/logout';
import { clearSession } from '../../../features/auth/lib/session';
import { showBackButton } from '../../../features/navigation/lib/credits-badge';
import { TopNav } from '../../../features/navigation/components/top-nav';
import { useNewLikes } from '../../../features/likes/api/likes';
import { useSettings } from '../../../features/site/api/get-settings';
import { isStandalone } from '../../../lib/display-mode';
import { useChangeLanguage } from '../../use-change-language';
import { useRouteName } from '../../use-route-name';
import { useUnreadMessages } from '../../use-unread-messages';

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

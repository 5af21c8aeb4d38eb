import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../features/auth/api/get-user';
import { useNewLikes } from '../features/likes/api/likes';
import { useSettings } from '../features/site/api/get-settings';
import { useAppBadge } from './use-app-badge';
import { buildDocumentTitle } from './build-document-title';
import { useRouteName } from './use-route-name';
import { useUnreadMessages } from './use-unread-messages';

export function DocumentTitle() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  const { data: settings } = useSettings();
  const loggedIn = useUser().data?.user != null;
  const newLikes = useNewLikes(loggedIn);
  const unreadMessages = useUnreadMessages(loggedIn);
  // SPEC §2: unread messages plus new likes, in the title and on the app badge
  const count = loggedIn ? unreadMessages + newLikes : 0;
  useAppBadge(count);
  const pageTitle = routeName ? t(`routes.${routeName}`) : '';
  const title = buildDocumentTitle({
    routeName,
    pageTitle,
    siteName: settings?.name,
    indexTitle: settings?.index_title,
    count,
  });

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/site/api/get-settings';
import { buildDocumentTitle } from './build-document-title';
import { useRouteName } from './use-route-name';

export function DocumentTitle() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  const { data: settings } = useSettings();
  const pageTitle = routeName ? t(`routes.${routeName}`) : '';
  const title = buildDocumentTitle({
    routeName,
    pageTitle,
    siteName: settings?.name,
    indexTitle: settings?.index_title,
  });

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
}

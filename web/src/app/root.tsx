import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorPage } from '../components/ui/error-page';
import { useUser } from '../features/auth/api/get-user';
import { useSettings } from '../features/site/api/get-settings';
import { ApiError } from '../lib/api-client';
import { LiveUpdates } from './live-updates';
import { DocumentTitle } from './document-title';
import { PageLoading } from './page-loading';
import { RouteProgressBar } from './route-progress-bar';

/** The root route: needs the site settings, keeps the document title in step, then the layouts. */
export function Root() {
  const { t } = useTranslation();
  const settings = useSettings();
  // Asked beside the settings, not after them: the default layout shows its page once the user is known.
  useUser();

  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    const status = settings.error instanceof ApiError && settings.error.status ? settings.error.status : 500;
    return (
      <div className="layout layout--empty" data-layout="empty">
        <main className="layout__main container">
          <ErrorPage status={status} message={t('error.generic')} />
        </main>
      </div>
    );
  }

  return (
    <>
      <DocumentTitle />
      <RouteProgressBar />
      <LiveUpdates />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../components/ui/error-page';
import { ApiError } from '../../lib/api-client';
import { useRouteName } from '../use-route-name';

/** The error element of every route: shows the failure inside the route's layout. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const routeName = useRouteName();

  if (isRouteErrorResponse(error)) {
    const message = error.status === 404 ? t('error.notFound') : error.statusText || undefined;
    return <ErrorPage status={error.status} message={message} routeName={routeName} />;
  }
  if (error instanceof ApiError) {
    return <ErrorPage status={error.status || 500} message={error.message} routeName={routeName} />;
  }
  return <ErrorPage status={500} routeName={routeName} />;
}

/** A page whose code could not be loaded (after the one allowed reload). */
export function PageLoadError({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return <ErrorPage status={500} message={t('error.generic')} routeName={routeName} />;
}

import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ui/error-page';

export const NOT_FOUND_ROUTE = 'not-found';

/** Any path outside the route table (the server answers it with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('error.notFound')} routeName={NOT_FOUND_ROUTE} />;
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** The translated page-sized loading indicator. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner page label={t('app.loading')} />;
}

import { useTranslation } from 'react-i18next';
import {
  STATIC_PAGE_SLUGS,
  StaticPage,
  type StaticPageSlug,
} from '../../features/site/components/static-page';
import { ErrorPage } from '../../components/ui/error-page';
import type { PageProps } from './page-props';

function slugOf(routeName: string): StaticPageSlug | null {
  const slug = routeName.replace(/^pages-/, '');
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(slug) ? (slug as StaticPageSlug) : null;
}

/** /pages/<slug> */
export default function StaticPageRoute({ routeName }: PageProps) {
  const { t } = useTranslation();
  const slug = slugOf(routeName);
  if (!slug) return <ErrorPage status={404} message={t('error.notFound')} routeName={routeName} />;
  return <StaticPage slug={slug} routeName={routeName} fallbackTitle={t(`routes.${routeName}`)} />;
}

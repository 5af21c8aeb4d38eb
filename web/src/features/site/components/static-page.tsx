import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorPage } from '../../../components/ui/error-page';
import { ApiError } from '../../../lib/api-client';
import { useCompanyInfo } from '../api/get-companyinfo';
import { useSettings } from '../api/get-settings';
import { asStaticPageContent, buildPageVariables } from '../lib/page-variables';
import './static-page.css';

export const STATIC_PAGE_SLUGS = [
  'ban',
  'cookies',
  'faq',
  'privacy',
  'return-policy',
  'service',
  'terms',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export interface StaticPageProps {
  slug: StaticPageSlug;
  routeName: string;
  /** Title used when the page text is not available (yet) in any language. */
  fallbackTitle: string;
}

/** A legal or help page from the `pages` namespace, filled in with the site's and company's details. */
export function StaticPage({ slug, routeName, fallbackTitle }: StaticPageProps) {
  const { t } = useTranslation(['common', 'pages']);
  const settings = useSettings();
  const company = useCompanyInfo();

  if (settings.isPending || company.isPending) {
    return (
      <div data-route={routeName}>
        <Spinner page label={t('app.loading')} />
      </div>
    );
  }
  const error = settings.error ?? company.error;
  if (error) {
    return (
      <ErrorPage
        routeName={routeName}
        status={error instanceof ApiError && error.status ? error.status : 500}
        message={error.message}
      />
    );
  }

  const vars = buildPageVariables(settings.data, company.data);
  const content = asStaticPageContent(t(slug, { ns: 'pages', returnObjects: true, ...vars }) as unknown);

  return (
    <article className="surface static-page" data-route={routeName}>
      <header className="static-page__header">
        <h1 className="static-page__title">{content?.title ?? fallbackTitle}</h1>
        {content?.intro ? <p className="static-page__intro">{content.intro}</p> : null}
      </header>
      {content ? (
        content.sections.map((section, index) => (
          <section className="static-page__section" key={index}>
            {section.heading ? <h2 className="static-page__heading">{section.heading}</h2> : null}
            {section.body.map((paragraph, p) => (
              <p key={p}>{paragraph}</p>
            ))}
          </section>
        ))
      ) : (
        <p className="static-page__intro">{t('comingSoon.text')}</p>
      )}
    </article>
  );
}

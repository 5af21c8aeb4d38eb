import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './page-blocks.css';

export interface ErrorPageProps {
  /** HTTP-like status code; 500 when not given. */
  status?: number;
  /** Shown as the title; "Error" when not given. */
  message?: string;
  /** data-route of the page root (the name of the route that failed, or not-found). */
  routeName?: string;
}

/** SPEC §8: the title is the message or "Error"; a 404 links home. */
export function ErrorPage({ status = 500, message, routeName = 'error' }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <section className="surface page-block page-block--error" data-route={routeName} data-status={status}>
      <p className="page-block__status" aria-hidden="true">
        {status}
      </p>
      <h1 className="page-block__title">{message || t('error.title')}</h1>
      <p className="page-block__text">{t('error.status', { status })}</p>
      {status === 404 ? (
        <Link className="btn btn--primary" to="/">
          {t('error.backHome')}
        </Link>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </button>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberFailure } from '../lib/member-error';
import '../../../components/ui/page-blocks.css';

export interface MemberUnavailableProps {
  routeName: string;
  failure: MemberFailure;
  onRetry: () => void;
}

/**
 * A profile that cannot be shown: not found (with a way on to the members), blocked by the member (only
 * the server's message, nothing of the profile), or a failed load (try again).
 */
export function MemberUnavailable({ routeName, failure, onRetry }: MemberUnavailableProps) {
  const { t } = useTranslation('member');
  return (
    <section
      className="surface page-block member-unavailable"
      data-route={routeName}
      data-member-state={failure.kind}
      data-status={failure.kind === 'not_found' ? 404 : failure.kind === 'blocked' ? 403 : 500}
    >
      {failure.kind === 'not_found' ? (
        <>
          <h1 className="surface page-block__title">{t('errors.notFoundTitle')}</h1>
          <p className="surface page-block__text">{t('errors.notFoundText')}</p>
          <Link className="btn btn--primary" to="/members">
            {t('errors.browse')}
          </Link>
        </>
      ) : failure.kind === 'blocked' ? (
        <>
          <h1 className="surface page-block__title">{failure.message || t('errors.blockedFallback')}</h1>
          <Link className="btn btn--ghost" to="/members">
            {t('errors.browse')}
          </Link>
        </>
      ) : (
        <>
          <h1 className="surface page-block__title">{t('errors.failedTitle')}</h1>
          <p className="surface page-block__text">{t('errors.failedText')}</p>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        </>
      )}
    </section>
  );
}

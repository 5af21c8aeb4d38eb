import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupLink } from '../../../../components/ui/signup-link';
import type { MemberFailure } from '../../lib/member-error';

export interface LandingUnavailableProps {
  routeName: string;
  failure: MemberFailure;
  loggedIn: boolean;
  onRetry: () => void;
}

/**
 * A landing page whose member cannot be shown. Visitors still get the way in (sign up); a member
 * blocked by that member sees the server's message only.
 */
export function LandingUnavailable({ routeName, failure, loggedIn, onRetry }: LandingUnavailableProps) {
  const { t } = useTranslation('member');
  return (
    <section
      className="member-landing member-landing--unavailable"
      data-route={routeName}
      data-member-state={failure.kind}
    >
      {failure.kind === 'failed' ? (
        <>
          <h1 className="landing-story__title">{t('errors.failedTitle')}</h1>
          <p className="landing-lead">{t('errors.failedText')}</p>
          <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        </>
      ) : failure.kind === 'blocked' ? (
        <h1 className="landing-story__title">{failure.message || t('errors.blockedFallback')}</h1>
      ) : (
        <>
          <h1 className="landing-story__title">{t('landing.unavailableTitle')}</h1>
          <p className="landing-lead">{t('landing.unavailableText')}</p>
          {loggedIn ? (
            <Link className="btn btn--primary btn--lg" to="/members">
              {t('landing.discover')}
            </Link>
          ) : (
            <SignupLink className="btn btn--primary btn--lg">{t('landing.signup')}</SignupLink>
          )}
        </>
      )}
    </section>
  );
}

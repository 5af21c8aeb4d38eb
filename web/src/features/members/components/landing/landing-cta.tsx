import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupLink } from '../../../../components/ui/signup-link';

export interface LandingCtaProps {
  memberId: number;
  loggedIn: boolean;
  className?: string;
}

/**
 * The call to action of a landing page: "Sign up for free" (the signup modal on desktop, the member's
 * signup page on phones) for a visitor, "View profile" for a member who is logged in.
 */
export function LandingCta({ memberId, loggedIn, className = 'btn btn--primary btn--lg' }: LandingCtaProps) {
  const { t } = useTranslation('member');
  if (loggedIn) {
    return (
      <Link className={className} to={`/members/${memberId}`}>
        {t('landing.viewProfile')}
      </Link>
    );
  }
  return (
    <SignupLink className={className} to={`/members/${memberId}/signup`} returnTo={`/members/${memberId}`}>
      {t('landing.signup')}
    </SignupLink>
  );
}

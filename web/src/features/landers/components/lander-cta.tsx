import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupLink } from '../../../components/ui/signup-link';
import { useLander } from './lander-context';

export interface LanderCtaProps {
  /** the variant's wording of "Sign up" */
  label: string;
  /** light: a white button for a coloured or dark background */
  tone?: 'light' | 'dark';
  /** "Already a member? Log in" under the button (the first call to action of a page) */
  withLogin?: boolean;
  className?: string;
}

/**
 * The call to action of a lander. A visitor signs up (SPEC §2: the signup modal on desktop, the signup
 * page on phones), or, while signups are closed, reads the invite-only notice and may log in. A member
 * who is logged in goes to the members area instead; while the session loads in a browser whose last
 * session was a member's, a placeholder holds the button's place (no "Sign up" flashing at a member).
 */
export function LanderCta({ label, tone = 'dark', withLogin = false, className }: LanderCtaProps) {
  const { t } = useTranslation('landers');
  const { loggedIn, awaitingMember, signupsOpen, siteName } = useLander();
  const button = `btn btn--lg lander-cta__button ${tone === 'light' ? 'btn--light' : 'btn--primary'}`;
  const classes = ['lander-cta', `lander-cta--${tone}`, className].filter(Boolean).join(' ');

  // The button's place is kept, so nothing moves when the member's button comes.
  if (awaitingMember)
    return (
      <div className={classes} data-cta="pending" aria-busy="true">
        <span className="skeleton__block skeleton__block--pill lander-cta__pending" />
        <span className="visually-hidden">{t('app.loading', { ns: 'common' })}</span>
      </div>
    );
  if (loggedIn)
    return (
      <div className={classes} data-cta="members">
        <Link className={button} to="/members">
          {t('cta.toMembers')}
        </Link>
        <p className="lander-cta__note">{t('cta.welcomeBack')}</p>
      </div>
    );
  if (!signupsOpen)
    return (
      <div className={classes} data-cta="login">
        <p className="lander-cta__closed">{t('signup.inviteOnly', { ns: 'common', sitename: siteName })}</p>
        <Link className={button} to="/login">
          {t('cta.login')}
        </Link>
        <p className="lander-cta__note">{t('cta.adultsOnly')}</p>
      </div>
    );
  return (
    <div className={classes} data-cta="signup">
      <SignupLink className={button}>{label}</SignupLink>
      <p className="lander-cta__note">
        <span>{t('cta.freeNote')}</span>
        {withLogin ? (
          <span>
            {t('cta.alreadyMember')}{' '}
            <Link className="lander-cta__login" to="/login">
              {t('cta.login')}
            </Link>
          </span>
        ) : null}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupLink } from '../../../components/ui/signup-link';
import { BillingPage } from './billing-page';

export interface PremiumPageProps {
  routeName: string;
  /** null: a visitor; undefined: still loading */
  user: { paid_user: boolean } | null | undefined;
}

const BENEFITS = ['photos', 'uploads', 'conversations', 'credits'] as const;

/** /premium: what premium gives (SPEC §1, §6) and the way to it; a paid member sees they have it. */
export function PremiumPage({ routeName, user }: PremiumPageProps) {
  const { t } = useTranslation('billing');
  const premium = !!user?.paid_user;
  return (
    <BillingPage
      routeName={routeName}
      title={premium ? t('premium.isPremiumTitle') : t('premium.title')}
      intro={premium ? t('premium.isPremiumText') : t('premium.intro')}
    >
      <div className="surface premium">
        {premium ? (
          <p className="premium__badge" data-testid="premium-badge">
            <span aria-hidden="true">★ </span>
            {t('premium.badge')}
          </p>
        ) : (
          <p className="billing__highlight premium__chance">{t('premium.chance')}</p>
        )}
        <h2 className="premium__subtitle">{t('premium.benefitsTitle')}</h2>
        <ul className="premium__benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="premium__benefit">
              <span className="icon-circle premium__check" aria-hidden="true">
                ✓
              </span>
              {t(`premium.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        {premium ? null : <p className="billing__note">{t('premium.lifetime')}</p>}
        <div className="billing__cta">
          {user === null ? (
            <SignupLink className="btn btn--primary btn--lg">{t('premium.signup')}</SignupLink>
          ) : (
            <Link className="btn btn--primary btn--lg" to="/credits">
              {premium ? t('premium.topUp') : t('premium.cta')}
            </Link>
          )}
        </div>
      </div>
    </BillingPage>
  );
}

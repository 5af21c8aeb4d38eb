import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignupLink } from '../../../components/ui/signup-link';
import { useSettings } from '../api/get-settings';
import './landing-hero.css';

const FEATURES = ['profile', 'search', 'chat'] as const;

/** Home for visitors who are not logged in. */
export function LandingHero({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const siteName = settings?.name ?? '';

  return (
    <div className="landing" data-route={routeName}>
      <section className="landing-hero" aria-labelledby="landing-hero-title">
        <div className="landing-hero__content">
          <p className="landing-hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="landing-hero-title" className="landing-hero__title">
            {siteName}
          </h1>
          <p className="landing-hero__description">{settings?.description || t('home.tagline')}</p>
          <div className="landing-hero__actions">
            <SignupLink className="btn btn--light btn--lg">{t('home.signup')}</SignupLink>
            <Link className="btn btn--outline-light btn--lg" to="/login">
              {t('home.login')}
            </Link>
          </div>
          <p className="landing-hero__note">{t('home.adultsOnly', { minAge: 18 })}</p>
        </div>
        <div className="landing-hero__art" aria-hidden="true">
          <span className="landing-hero__bubble landing-hero__bubble--one">♥</span>
          <span className="landing-hero__bubble landing-hero__bubble--two">✦</span>
          <span className="landing-hero__bubble landing-hero__bubble--three">♥</span>
        </div>
      </section>

      <section className="landing-features" aria-labelledby="landing-features-title">
        <h2 id="landing-features-title" className="landing-features__title">
          {t('home.howItWorks', { siteName })}
        </h2>
        <ol className="landing-features__list">
          {FEATURES.map((feature, index) => (
            <li key={feature} className="surface landing-feature">
              <span className="icon-circle landing-feature__step" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="landing-feature__title">{t(`home.features.${feature}.title`)}</h3>
              <p className="landing-feature__text">{t(`home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Countdown } from '../lib/countdown';
import { CountdownClock } from './countdown-clock';
import './time-bonus.css';

/** The time-bonus banner at the top of the members area; links to the credits page. */
export function TimeBonusBanner({ percentage, countdown }: { percentage: number; countdown: Countdown }) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <section className="time-bonus-banner" aria-labelledby={`${id}-title`} data-testid="time-bonus-banner">
      <div className="time-bonus-banner__box">
        <span className="time-bonus-banner__icon" aria-hidden="true">
          %
        </span>
        <p className="time-bonus-banner__text">
          <strong id={`${id}-title`}>{t('timeBonus.banner', { percentage })}</strong>
          <CountdownClock
            className="time-bonus-banner__clock"
            countdown={countdown}
            text={(time) => t('discount.endsIn', { time })}
          />
        </p>
        <Link className="btn btn--light btn--sm time-bonus-banner__cta" to="/credits">
          {t('timeBonus.cta', { percentage })}
        </Link>
      </div>
    </section>
  );
}

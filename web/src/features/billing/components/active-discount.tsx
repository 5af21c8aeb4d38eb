import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Discount } from '../lib/discounts';
import { CountdownClock } from './countdown-clock';
import { useCountdown } from './use-countdown';

/** The member's active discount (time bonus or welcome); the time bonus with its countdown. */
export function ActiveDiscount({ discount, onExpired }: { discount: Discount; onExpired: () => void }) {
  const { t } = useTranslation('billing');
  const timed = discount.kind === 'time_bonus' ? discount.expires : null;
  const { remaining, countdown } = useCountdown(timed);
  const ended = !!timed && remaining <= 0;
  const told = useRef(false);
  useEffect(() => {
    // once: the prices are loaded again without the bonus
    if (!ended || told.current) return;
    told.current = true;
    onExpired();
  }, [ended, onExpired]);
  if (ended) return null;
  return (
    <p className="active-discount">
      <span className="icon-circle icon-circle--solid active-discount__icon" aria-hidden="true">
        %
      </span>
      <span>{t('discount.active', { percentage: discount.percentage, code: discount.code })}</span>
      {timed ? (
        <CountdownClock
          className="active-discount__time"
          countdown={countdown}
          text={(time) => t('discount.endsIn', { time })}
        />
      ) : null}
    </p>
  );
}

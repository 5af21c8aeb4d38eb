import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import type { Countdown } from '../lib/countdown';
import { CountdownClock } from './countdown-clock';
import './time-bonus.css';

export interface TimeBonusModalProps {
  open: boolean;
  percentage: number;
  countdown: Countdown;
  /** closing it (×, Escape, backdrop, "Not now") is remembered */
  onDismiss: () => void;
}

/** The time-bonus modal (SPEC §2): the offer with its countdown and a link to the credits page. */
export function TimeBonusModal({ open, percentage, countdown, onDismiss }: TimeBonusModalProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <Modal
      id="time-bonus-modal"
      className="time-bonus-modal"
      open={open}
      onClose={onDismiss}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('timeBonus.close')}
    >
      <div className="time-bonus-modal__body">
        <p className="time-bonus-modal__badge" aria-hidden="true">
          −{percentage}%
        </p>
        <h2 id={`${id}-title`} className="time-bonus-modal__title">
          {t('timeBonus.modalTitle', { percentage })}
        </h2>
        <p id={`${id}-text`} className="time-bonus-modal__text">
          {t('timeBonus.modalText', { percentage })}
        </p>
        <CountdownClock
          className="time-bonus-modal__clock"
          countdown={countdown}
          text={(time) => t('discount.endsIn', { time })}
        />
        <div className="time-bonus-modal__actions">
          <Link className="btn btn--primary btn--lg" to="/credits" data-autofocus>
            {t('timeBonus.cta', { percentage })}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={onDismiss}>
            {t('timeBonus.later')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

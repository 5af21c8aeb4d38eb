import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { activateReminderMode, type ReminderUser } from '../lib/activate-reminder';
import { ResendActivation } from './resend-activation';
import './signup.css';

export interface ActivateReminderProps {
  user: (ReminderUser & { email?: string }) | null | undefined;
  routeName: string | null | undefined;
  search: string;
  smartphone: boolean;
}

/**
 * The activate reminder (SPEC §2): "confirm your e-mail address" with a "send again" action; a modal
 * right after signup on a smartphone, otherwise an alert in the warning banners.
 */
export function ActivateReminder({ user, routeName, search, smartphone }: ActivateReminderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [modalDismissed, setModalDismissed] = useState(false);
  const mode = activateReminderMode({ user, routeName, search, smartphone, modalDismissed });
  if (!mode || !user) return null;

  const text = user.email
    ? t('activation.reminderText', { email: user.email })
    : t('activation.reminderTextNoEmail');

  if (mode === 'modal') {
    return (
      <Modal
        id="activate-reminder"
        className="activate-reminder-modal"
        open
        onClose={() => setModalDismissed(true)}
        closeOnBackdrop
        labelledBy={`${id}-title`}
        describedBy={`${id}-text`}
        closeLabel={t('activation.close')}
      >
        <div className="signup__complete">
          <div className="icon-circle signup__icon" aria-hidden="true">
            ✉
          </div>
          <h2 id={`${id}-title`} className="signup__step-title">
            {t('activation.reminderTitle')}
          </h2>
          <p id={`${id}-text`} className="signup__text">
            {text}
          </p>
          <ResendActivation />
          <div className="form-actions form-actions--end">
            <button type="button" className="btn btn--primary" onClick={() => setModalDismissed(true)}>
              {t('activation.ok')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <section className="activate-reminder" aria-labelledby={`${id}-title`} data-testid="activate-reminder">
      <div className="alert alert--warning">
        <strong id={`${id}-title`}>{t('activation.reminderTitle')}</strong>
        <span>{text}</span>
        <ResendActivation />
      </div>
    </section>
  );
}

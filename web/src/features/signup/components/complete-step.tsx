import { useTranslation } from 'react-i18next';
import { ResendActivation } from './resend-activation';

/** The complete step: "Confirm your e-mail", with the address and a "send again" button. */
export function CompleteStep({ email, onContinue }: { email: string; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="signup__complete">
      <div className="icon-circle signup__icon" aria-hidden="true">
        ✉
      </div>
      <p className="signup__text">{t('signup.complete.sent', { email })}</p>
      <p className="signup__text signup__text--muted">{t('signup.complete.notReceived')}</p>
      <ResendActivation />
      <div className="form-actions form-actions--end">
        <button type="button" className="btn btn--primary" onClick={onContinue}>
          {t('signup.continue')}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf } from '../../../lib/form-errors';
import { resendActivation } from '../api/signup';

/** "Send again": POST /api/activate-resend.php, then the outcome (the server's message on failure). */
export function ResendActivation() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const resend = async () => {
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      await resendActivation();
      setResult({ ok: true, message: t('activation.resent') });
    } catch (error) {
      setResult({ ok: false, message: formErrorsOf(error, t('error.generic')).form ?? t('error.generic') });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="resend-activation">
      <SubmitButton
        type="button"
        variant="ghost"
        size="sm"
        pending={pending}
        pendingLabel={t('form.sending')}
        onClick={() => void resend()}
      >
        {t('activation.sendAgain')}
      </SubmitButton>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'danger'} className="resend-activation__result">
          {result.message}
        </Alert>
      ) : null}
    </div>
  );
}

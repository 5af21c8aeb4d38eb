import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAction } from '../../../lib/use-action';
import { resendActivation } from '../api/signup';

/** "Send again": POST /api/activate-resend.php, then the outcome (the server's message on failure). */
export function ResendActivation() {
  const { t } = useTranslation();
  const { pending, result, run } = useAction();

  const resend = () =>
    run(async () => {
      await resendActivation();
      return t('activation.resent');
    });

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

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/field';
import type { SendProblem } from '../lib/send-problem';
import { CloseButton } from '../../../components/ui/close-button';

export interface SendProblemAlertProps {
  problem: SendProblem;
  name: string;
  resendActivation: ReactNode;
  /** "Buy credits" was followed (the purchase then leads back to this chat) */
  onBuyCredits?: () => void;
  onClose: () => void;
}

/** Why the last message was not sent, and the way on: buy credits, go premium, confirm the e-mail address. */
export function SendProblemAlert({
  problem,
  name,
  resendActivation,
  onBuyCredits,
  onClose,
}: SendProblemAlertProps) {
  const { t } = useTranslation('chats');
  const tone = problem.kind === 'offline' || problem.kind === 'not_a_photo' ? 'warning' : 'danger';
  return (
    <div className="chat-problem" data-problem={problem.kind}>
      <Alert tone={tone} className="chat-problem__alert">
        {problem.kind === 'credits' ? (
          <>
            <p>{t('problem.credits', { name })}</p>
            <Link className="btn btn--primary btn--sm" to="/credits" onClick={onBuyCredits}>
              {t('problem.buyCredits')}
            </Link>
          </>
        ) : problem.kind === 'premium' ? (
          <>
            <p>{t('problem.premium')}</p>
            <Link className="btn btn--primary btn--sm" to="/credits" onClick={onBuyCredits}>
              {t('problem.buyCredits')}
            </Link>
          </>
        ) : problem.kind === 'not_confirmed' ? (
          <>
            <p>{t('problem.notConfirmed')}</p>
            {resendActivation}
          </>
        ) : problem.kind === 'offline' ? (
          <p>{t('problem.offline')}</p>
        ) : problem.kind === 'not_a_photo' ? (
          <p>{t('problem.notAPhoto')}</p>
        ) : (
          <p>{problem.message}</p>
        )}
        <CloseButton
          className="round-button chat-problem__close"
          aria-label={t('problem.close')}
          onClick={onClose}
        />
      </Alert>
    </div>
  );
}

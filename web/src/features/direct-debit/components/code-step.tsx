import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { DirectDebitRequest } from '../api/direct-debit';
import { formatClock } from '../lib/countdown';
import { formatMoney } from '../../../lib/money';
import { useSecondsLeft } from './use-seconds-left';

export interface CodeStepProps {
  request: DirectDebitRequest;
  /** how many new codes were sent (a notice after "Send a new code") */
  resent: number;
  language: string;
  /** resolves to the message to show at the code ('Code invalid'), or null */
  onConfirm: (code: string) => Promise<string | null>;
  /** sends a new code; resolves to a message (too many requests), or null */
  onResend: () => Promise<string | null>;
  onEdit: () => void;
}

const SIX_DIGITS = /^\d{6}$/;

/** The SMS step: the 6-digit code, a countdown to its end, a new code, back to the form. */
export function CodeStep({ request, resent, language, onConfirm, onResend, onEdit }: CodeStepProps) {
  const { t } = useTranslation('directdebit');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'confirm' | 'resend' | null>(null);
  const seconds = useSecondsLeft(request.expires_at);
  const expired = seconds === 0;

  // the parent keys this step by request: a new code starts with an empty, focused field
  useEffect(() => input.current?.focus(), []);

  const showError = (message: string) => {
    setError(message);
    input.current?.focus();
    input.current?.select();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || expired) return;
    if (!SIX_DIGITS.test(code)) return showError(t('code.format'));
    setPending('confirm');
    const message = await onConfirm(code);
    setPending(null);
    if (message) showError(message);
  };

  const resend = async () => {
    if (pending) return;
    setPending('resend');
    const message = await onResend();
    setPending(null);
    if (message) setError(message);
  };

  const amount = formatMoney(request.amount, request.currency, language);
  const sentId = `${id}-sent`;
  return (
    <section className="dd-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dd-section-title">
        {t('code.title')}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="dd-code__sent">
        <p id={sentId}>
          {resent > 0
            ? t('code.resent', { phone: request.phone })
            : t('code.sentTo', { phone: request.phone })}
        </p>
      </div>
      <p className="dd-code__amount">{t('code.amount', { amount, iban: request.iban })}</p>
      <form className="form dd-code__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field label={t('code.label')} error={error} hint={t('code.hint')}>
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], sentId].filter(Boolean).join(' ')}
              ref={input}
              className="input dd-code__input"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                setError(null);
              }}
            />
          )}
        </Field>
        {expired ? (
          <Alert tone="warning">{t('code.expired')}</Alert>
        ) : (
          <p className="dd-code__timer" role="timer">
            {t('code.validFor', { time: formatClock(seconds) })}
          </p>
        )}
        <div className="form-actions">
          <SubmitButton
            size="lg"
            pending={pending === 'confirm'}
            pendingLabel={t('code.confirming')}
            disabled={expired || pending === 'resend'}
          >
            {t('code.confirm')}
          </SubmitButton>
          <SubmitButton
            type="button"
            variant={expired ? 'primary' : 'ghost'}
            pending={pending === 'resend'}
            pendingLabel={t('code.resending')}
            disabled={pending === 'confirm'}
            onClick={() => void resend()}
          >
            {t('code.resend')}
          </SubmitButton>
        </div>
      </form>
      <button type="button" className="btn--link dd-code__edit" onClick={onEdit}>
        {t('code.edit')}
      </button>
    </section>
  );
}

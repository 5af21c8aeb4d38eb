import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { normaliseCode, type Discount } from '../lib/discounts';
import { formatMoney } from '../../../lib/money';

export interface DiscountCodeFormProps {
  /** the code in use (from the URL), empty for none */
  code: string;
  /** its discount once the server accepted it */
  discount: Discount | null;
  checking: boolean;
  /** the server's message ('Code not found', 'Code already used') */
  error: string | null;
  currency: string;
  language: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The discount-code field: the server checks the code; its answer shows next to the field. */
export function DiscountCodeForm({
  code,
  discount,
  checking,
  error,
  currency,
  language,
  onApply,
  onRemove,
}: DiscountCodeFormProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  const [value, setValue] = useState(code);
  const [lastCode, setLastCode] = useState(code);
  if (code !== lastCode) {
    // the code changed from outside (removed, or opened with another ?code=)
    setLastCode(code);
    setValue(code);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normaliseCode(value);
    if (typed) onApply(typed);
  };

  const applied =
    discount && !checking
      ? discount.minimum > 0
        ? t('discount.appliedFrom', {
            code: discount.code,
            percentage: discount.percentage,
            minimum: formatMoney(discount.minimum, currency, language),
          })
        : t('discount.applied', { code: discount.code, percentage: discount.percentage })
      : null;
  const shownError = !checking && error ? error : null;

  return (
    <form className="discount-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${id}-code`}>
        {t('discount.label')}
      </label>
      <div className="discount-form__row">
        <input
          id={`${id}-code`}
          className="input discount-form__input"
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        <SubmitButton variant="ghost" pending={checking} pendingLabel={t('discount.checking')}>
          {t('discount.apply')}
        </SubmitButton>
      </div>
      <div id={`${id}-result`} aria-live="polite">
        {shownError ? <p className="field__error">{shownError}</p> : null}
        {applied ? (
          <p className="discount-form__applied">
            <span aria-hidden="true">✓ </span>
            {applied}{' '}
            <button type="button" className="link-button text-link" onClick={onRemove}>
              {t('discount.remove')}
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface MandateCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the server's message (the authorisation is required) */
  error?: string;
  siteName: string;
  /** the amount to pay, formatted */
  amount: string;
}

/** The one-time SEPA direct debit mandate: required, its full text is the checkbox's label. */
export function MandateCheckbox({ checked, onChange, error, siteName, amount }: MandateCheckboxProps) {
  const { t } = useTranslation('directdebit');
  const id = useId();
  return (
    <fieldset className={['field', 'dd-mandate', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <legend className="field__label">{t('form.mandateTitle')}</legend>
      <div className="dd-mandate__box">
        <input
          id={id}
          type="checkbox"
          name="authorization"
          className="dd-mandate__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        <label htmlFor={id} className="dd-mandate__text">
          {t('form.mandate', { site: siteName, amount })}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

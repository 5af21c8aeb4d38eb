import { useEffect, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { focusFirstError } from '../../../lib/form-errors';
import type { TextField as TextFieldName } from '../lib/form-state';
import { CitySuggestion } from './city-suggestion';
import { IbanInput } from './iban-input';
import { LockIcon } from './lock-icon';
import { MandateCheckbox } from './mandate-checkbox';
import type { DirectDebitFlow } from './use-direct-debit';

export interface DirectDebitFormProps {
  flow: DirectDebitFlow;
  siteName: string;
  /** the amount to pay, formatted */
  amount: string;
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'type' | 'autoCapitalize'
>;

/** Bank account, address and mobile phone of the account holder, and the one-time mandate. */
export function DirectDebitForm({ flow, siteName, amount }: DirectDebitFormProps) {
  const { t } = useTranslation('directdebit');
  const formRef = useRef<HTMLFormElement>(null);
  const suggestionRef = useRef<HTMLButtonElement>(null);
  const { form, dispatch, busy, focus, formError } = flow;
  const { values, errors } = form;

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'suggestion') suggestionRef.current?.focus();
    else focusFirstError(formRef.current);
  }, [focus]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };

  const text = (field: TextFieldName, label: string, input: InputProps, hint?: ReactNode) => (
    <Field label={label} error={errors[field]} hint={hint} className={`dd-form__${field}`}>
      {(control) => (
        <input
          {...control}
          {...input}
          className="input"
          name={field}
          value={values[field]}
          onChange={(event) => dispatch({ type: 'change', field, value: event.target.value })}
          onBlur={field === 'city' ? () => void flow.checkCity() : () => dispatch({ type: 'blur', field })}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={formRef}
      className="form dd-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="dd-form-title"
    >
      <h2 id="dd-form-title" className="dd-section-title">
        {t('form.title')}
      </h2>
      <FormError message={formError} />
      <fieldset className="dd-form__group">
        <legend className="dd-form__legend">{t('form.account')}</legend>
        {text('account_holder', t('form.accountHolder'), { autoComplete: 'name', autoCapitalize: 'words' })}
        <Field label={t('form.iban')} error={errors.iban} hint={t('form.ibanHint')}>
          {(control) => (
            <IbanInput
              {...control}
              name="iban"
              autoComplete="off"
              value={values.iban}
              onValueChange={(value) => dispatch({ type: 'change', field: 'iban', value })}
              onBlur={() => dispatch({ type: 'blur', field: 'iban' })}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="dd-form__group">
        <legend className="dd-form__legend">{t('form.address')}</legend>
        <div className="dd-form__row">
          {text('street', t('form.street'), { autoComplete: 'street-address' })}
          {text('house_number', t('form.houseNumber'), { autoComplete: 'off' })}
        </div>
        <div className="dd-form__row dd-form__row--city">
          {text('zip', t('form.zip'), { autoComplete: 'postal-code', autoCapitalize: 'characters' })}
          {text('city', t('form.city'), { autoComplete: 'address-level2', autoCapitalize: 'words' })}
        </div>
        <CitySuggestion
          ref={suggestionRef}
          suggestion={form.suggestion}
          city={values.city}
          onAccept={() => dispatch({ type: 'acceptSuggestion' })}
          onKeep={() => dispatch({ type: 'keepCity' })}
        />
      </fieldset>
      {text(
        'phone',
        t('form.phone'),
        { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
        t('form.phoneHint'),
      )}
      <MandateCheckbox
        checked={values.authorization}
        onChange={(value) => dispatch({ type: 'authorize', value })}
        error={errors.authorization}
        siteName={siteName}
        amount={amount}
      />
      <div className="form-actions">
        <SubmitButton
          size="lg"
          className="dd-form__submit"
          pending={busy !== null}
          pendingLabel={busy === 'sending' ? t('form.sending') : t('form.checking')}
        >
          {t('form.submit')}
        </SubmitButton>
      </div>
      <p className="dd-note dd-note--secure">
        <LockIcon />
        {t('form.secure')}
      </p>
    </form>
  );
}

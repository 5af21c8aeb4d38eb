import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentMethodName, type PaymentMethodNames } from '../lib/payment-methods';
import { MethodBadge } from './method-badge';

export interface PaymentMethodPickerProps {
  methods: readonly string[];
  /** their readable names, as the server answers them (bundles.php `payment_method_names`) */
  names: PaymentMethodNames | undefined;
  value: string | null;
  onChange: (method: string) => void;
  /** shown when paying was tried without a method */
  error?: string | null;
  /** direct debit is offered: a link to its own form */
  directDebitPath?: string | null;
  /** the group, for the form to put the focus in it when paying was tried without a method */
  ref?: Ref<HTMLFieldSetElement>;
}

/** The payment methods as a group of large radio buttons with their name and mark. */
export function PaymentMethodPicker({
  methods,
  names,
  value,
  onChange,
  error,
  directDebitPath,
  ref,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <fieldset
      ref={ref}
      className="method-picker"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="method-picker__legend">{t('payment.methods')}</legend>
      <div className="method-picker__options">
        {methods.map((method) => (
          <label key={method} className="method-option">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <MethodBadge method={method} />
            <span className="method-option__name">{paymentMethodName(method, names)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {directDebitPath ? (
        <p className="method-picker__sdd">
          <MethodBadge method="sdd" />
          <span>
            {t('payment.directDebit')} <Link to={directDebitPath}>{t('payment.directDebitLink')}</Link>
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}

import { useId, type ReactNode } from 'react';
import './forms.css';

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The message next to the field; the control is aria-invalid while there is one. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the given id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** A labelled form field: label, control, hint and the error (aria-describedby ties them together). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error ? errorId : null, hint ? hintId : null),
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** Renders the radio buttons or checkboxes; each gets the aria attributes. */
  children: (control: Omit<FieldControlProps, 'id'> & { name: string }) => ReactNode;
}

/** A fieldset of radio buttons (or checkboxes) with a legend and one error for the group. */
export function ChoiceGroup({ legend, error, hint, className, children }: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['field', 'choice-group', error ? 'field--invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {children({
          name: id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(error ? errorId : null, hint ? hintId : null),
        })}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export type AlertTone = 'danger' | 'warning' | 'success' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  className?: string;
  children: ReactNode;
  /** Focus target for "focus the first error" (form errors). */
  focusable?: boolean;
}

/** A message box. Danger and warning are announced at once (role=alert), the others politely. */
export function Alert({ tone = 'info', className, children, focusable = false }: AlertProps) {
  const urgent = tone === 'danger';
  return (
    <div
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
      tabIndex={focusable ? -1 : undefined}
      data-form-error={focusable && urgent ? '' : undefined}
    >
      {children}
    </div>
  );
}

/** The form-level error of a form (null shows nothing). */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert tone="danger" focusable>
      <span>{message}</span>
      {children ? <> {children}</> : null}
    </Alert>
  );
}

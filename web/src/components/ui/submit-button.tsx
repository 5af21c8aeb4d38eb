import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './forms.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  pending: boolean;
  children: ReactNode;
  /** What the button says while pending (e.g. "Saving…"); its label otherwise. */
  pendingLabel?: ReactNode;
}

/** A submit button that is disabled and busy while the form is being sent. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className = 'btn btn--primary',
  disabled,
  type = 'submit',
  ...props
}: SubmitButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field';
import './forms.css';

export type PasswordInputProps = FieldControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
    /** Show the show/hide toggle (default true). */
    toggle?: boolean;
  };

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ toggle = true, className, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...props}
        className={['input', className].filter(Boolean).join(' ')}
        type={visible ? 'text' : 'password'}
      />
      {toggle ? (
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      ) : null}
    </div>
  );
}

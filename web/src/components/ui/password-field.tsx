import type { ReactNode } from 'react';
import { TextField } from './text-field';

export interface PasswordFieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The form field's name (what the browser's password manager and the tests see). */
  name: string;
  /** `current`: the password the member has (login, confirmations); `new`: one being chosen. */
  purpose: 'current' | 'new';
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled password input with its show/hide toggle, telling the browser's password manager whether
 * to fill the saved password or offer a new one.
 */
export function PasswordField({ purpose, onChange, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      password
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      onValueChange={onChange}
    />
  );
}

import type { ReactNode } from 'react';
import { TextField } from './text-field';

export interface EmailFieldProps {
  label: ReactNode;
  error?: string | null;
  /** the form field's name (`email` unless the form names it otherwise) */
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled e-mail address input (the e-mail keyboard on phones, autofill from the browser). */
export function EmailField({ label, error, name = 'email', value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      error={error}
      type="email"
      name={name}
      autoComplete="email"
      inputMode="email"
      value={value}
      onValueChange={onChange}
    />
  );
}

import type { ReactNode } from 'react';
import { Field } from './field';

export interface EmailFieldProps {
  label: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled e-mail address input (the e-mail keyboard on phones, autofill from the browser). */
export function EmailField({ label, error, value, onChange }: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

import type { ButtonHTMLAttributes } from 'react';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** What it closes or removes, for those who do not see the × (its accessible name) */
  'aria-label': string;
}

/** A × button: closes a note or an alert, removes a row; its name is its label, the × is drawn only. */
export function CloseButton(props: CloseButtonProps) {
  return (
    <button type="button" {...props}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

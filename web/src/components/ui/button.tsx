import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'ghost' | 'danger' | 'light' | 'outline-light' | 'link';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'sm' | 'lg';
  /** the full width of its container */
  block?: boolean;
  className?: string;
}

/** The classes of a button of this style (for the few places that style an element themselves). */
export function buttonClass({ variant = 'primary', size, block = false, className }: ButtonStyle): string {
  return ['btn', `btn--${variant}`, size ? `btn--${size}` : null, block ? 'btn--block' : null, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonStyle &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** disabled (aria-disabled, keeping the focus) and busy, with a spinner, while the action runs */
    pending?: boolean;
    /** what the button says while pending (e.g. "Saving…"); its label otherwise */
    pendingLabel?: ReactNode;
    /** style the single child (a router Link) as the button instead of rendering a <button> */
    asChild?: boolean;
  };

/** The app's button: primary, ghost, danger, light or link, small or large, optionally busy. */
export function Button({
  variant,
  size,
  block,
  className,
  pending = false,
  pendingLabel,
  asChild = false,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClass({ variant, size, block, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  // Pending, the button is aria-disabled and ignores clicks (and a form's Enter, which clicks it) rather
  // than disabled: a disabled button loses the focus to the page, and a keyboard user who saved a form
  // had to find their way back from the top.
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : props.onClick}
    >
      {pending ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

import type { ReactNode } from 'react';

export interface BadgeProps {
  tone?: 'accent' | 'soft' | 'warning' | 'danger';
  /** where the feature places it (a corner of a photo, the top of a card) */
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A small pill with a word or a number: "Popular", "Main photo", a count on the nav. */
export function Badge({ tone = 'accent', className, children, ...rest }: BadgeProps) {
  return (
    <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { formatBadge } from '../../lib/format-badge';

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

export interface CountBadgeProps {
  count: number;
  /** the count as it is spoken ("120 unread"): read instead of the short number */
  label: string;
  tone?: BadgeProps['tone'];
  className?: string;
}

/** A count drawn short (99+, SPEC §9) and spoken whole; nothing when there is nothing to count. */
export function CountBadge({ count, label, tone, className }: CountBadgeProps) {
  const shown = formatBadge(count);
  if (shown === null) return null;
  return (
    <Badge tone={tone} className={className}>
      <span aria-hidden="true">{shown}</span>
      {/* the space keeps a link's name readable: "Liked me 3 new", not "Liked me3 new" */}
      <span className="visually-hidden">{` ${label}`}</span>
    </Badge>
  );
}

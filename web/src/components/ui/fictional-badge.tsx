import type { CSSProperties } from 'react';

/** Shown when the site has no `fictional_icon` of its own. */
export const DEFAULT_FICTIONAL_ICON = '🎭';

/** Whether the site's `fictional_icon` is the address of an image (else it is a character, e.g. an emoji). */
export function isIconUrl(icon: string): boolean {
  return /^(https?:\/\/|\/|data:image\/)/i.test(icon) || /\.(svg|png|gif|webp|jpe?g)(\?.*)?$/i.test(icon);
}

export interface FictionalBadgeProps {
  /** The site setting `fictional_icon` (an image URL or a character); a mask when empty. */
  icon: string | null | undefined;
  /** The accessible name and tooltip: the site setting `fictional_singular` ("fictional profile"). */
  label: string;
  /** Size in pixels (default 20). */
  size?: number;
  className?: string;
}

const BADGE_STYLE: CSSProperties = {
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1,
  verticalAlign: 'middle',
  cursor: 'help',
};

/**
 * Marks a fictional profile wherever one appears (profile pages, cards in search, likes and chats):
 * the site's `fictional_icon` with `fictional_singular` as its accessible name and tooltip.
 */
export function FictionalBadge({ icon, label, size = 20, className }: FictionalBadgeProps) {
  const value = icon?.trim() || DEFAULT_FICTIONAL_ICON;
  const classes = ['fictional-badge', className].filter(Boolean).join(' ');
  if (isIconUrl(value)) {
    return (
      <img
        className={classes}
        src={value}
        alt={label}
        title={label}
        width={size}
        height={size}
        data-fictional=""
        style={{ ...BADGE_STYLE, display: 'inline-block', objectFit: 'contain' }}
      />
    );
  }
  return (
    <span
      className={classes}
      role="img"
      aria-label={label}
      title={label}
      data-fictional=""
      style={{ ...BADGE_STYLE, fontSize: size * 0.9, width: size, height: size }}
    >
      {value}
    </span>
  );
}

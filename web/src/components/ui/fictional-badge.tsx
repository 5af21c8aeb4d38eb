import type { CSSProperties } from 'react';

/** Shown when the site has no `fictional_icon` of its own: drawn, since many systems lack the emoji. */
export const DEFAULT_FICTIONAL_ICON = '🎭';

/** A mask with eye holes and a smile (even-odd fill cuts the holes). */
const MASK_PATH =
  'M4 4c2.5 1.2 5.2 1.8 8 1.8S17.5 5.2 20 4v6.5c0 5-3.6 9.5-8 9.5s-8-4.5-8-9.5V4Z' +
  'M7 10a1.8 1.2 0 1 0 3.6 0a1.8 1.2 0 1 0-3.6 0Z' +
  'M13.4 10a1.8 1.2 0 1 0 3.6 0a1.8 1.2 0 1 0-3.6 0Z' +
  'M8.8 14.2c1.7 1.9 4.7 1.9 6.4 0c-1.9 1-4.5 1-6.4 0Z';

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
  if (value === DEFAULT_FICTIONAL_ICON) {
    return (
      <span
        className={classes}
        role="img"
        aria-label={label}
        title={label}
        data-fictional=""
        style={{ ...BADGE_STYLE, width: size, height: size }}
      >
        <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MASK_PATH} fill="currentColor" fillRule="evenodd" />
        </svg>
      </span>
    );
  }
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

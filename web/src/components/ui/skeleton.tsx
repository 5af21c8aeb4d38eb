import type { CSSProperties, ReactNode } from 'react';

export interface SkeletonProps {
  /** what is loading, for screen readers ("Loading profile…") */
  label: string;
  className?: string;
  /** class of the element that holds the shape (the layout of the real content) */
  shapeClassName?: string;
  /** the shape of what is coming, drawn with SkeletonBlock; hidden from assistive technology */
  children: ReactNode;
  'data-route'?: string;
}

/** The grey shape of content that is still loading, announced once by its label. */
export function Skeleton({ label, className, shapeClassName, children, ...rest }: SkeletonProps) {
  return (
    <div className={className} aria-busy="true" {...rest}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={shapeClassName} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

export interface SkeletonBlockProps {
  /** a line of text, a heading, a pill-shaped button, or a free box sized by the class or style */
  shape?: 'line' | 'title' | 'pill' | 'box';
  className?: string;
  style?: CSSProperties;
}

/** One shimmering placeholder. */
export function SkeletonBlock({ shape = 'box', className, style }: SkeletonBlockProps) {
  return (
    <div
      className={['skeleton__block', shape === 'box' ? null : `skeleton__block--${shape}`, className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    />
  );
}

/** Placeholder rows for a list that loads (bundles, transactions, photos). */
export function SkeletonRows({
  label,
  count = 3,
  height = '4.5rem',
}: {
  label: string;
  count?: number;
  height?: string;
}) {
  return (
    <Skeleton label={label}>
      <div className="skeleton">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonBlock key={index} style={{ height }} />
        ))}
      </div>
    </Skeleton>
  );
}

import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** the heading that names the card (an h2 unless `headingLevel` says otherwise) */
  title?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** `danger` colours the title (destructive sections) */
  tone?: 'default' | 'danger';
  /** a section by default; an aside for what sits beside the main content */
  as?: 'section' | 'aside' | 'div' | 'article';
  className?: string;
  children: ReactNode;
}

/** A surface that groups one thing on a page: rounded, raised, with an optional heading that names it. */
export function Card({
  title,
  headingLevel = 2,
  tone = 'default',
  as = 'section',
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const Root = as;
  const Heading = `h${headingLevel}` as const;
  return (
    <Root
      className={['surface', 'card', tone === 'danger' ? 'card--danger' : null, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Root>
  );
}

export interface SummaryRow {
  key: string;
  term: ReactNode;
  value: ReactNode;
  /** a discount is shown in the accent colour; the total stands out */
  tone?: 'discount' | 'total';
  /** a figure that must not wrap (money) */
  nowrap?: boolean;
  testId?: string;
}

/** Terms and values in two columns (an order's credits, price, discount and total). */
export function SummaryList({ rows }: { rows: ReadonlyArray<SummaryRow | null | false | undefined> }) {
  return (
    <dl className="summary-list">
      {rows.map((row) =>
        row ? (
          <div
            key={row.key}
            className={row.tone ? `summary-list__row summary-list__row--${row.tone}` : 'summary-list__row'}
          >
            <dt>{row.term}</dt>
            <dd className={row.nowrap ? 'summary-list__nowrap' : undefined} data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

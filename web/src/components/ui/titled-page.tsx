import type { ReactNode } from 'react';
import './page-blocks.css';

export interface TitledPageProps {
  routeName: string;
  title: string;
  intro?: ReactNode;
  /** a second line under the title (balance, country) */
  aside?: ReactNode;
  /** the page's own class (its spacing) */
  className?: string;
  children: ReactNode;
}

/** The root (data-route) of a page of blocks one below the other, named by its h1 with an intro under it. */
export function TitledPage({ routeName, title, intro, aside, className, children }: TitledPageProps) {
  return (
    <section
      className={['titled-page', className].filter(Boolean).join(' ')}
      data-route={routeName}
      aria-labelledby={`${routeName}-title`}
    >
      <header className="titled-page__header">
        <h1 id={`${routeName}-title`} className="page-title">
          {title}
        </h1>
        {intro ? <p className="titled-page__intro">{intro}</p> : null}
        {aside}
      </header>
      {children}
    </section>
  );
}

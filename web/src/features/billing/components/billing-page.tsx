import type { ReactNode } from 'react';
import './billing.css';

export interface BillingPageProps {
  routeName: string;
  title: string;
  intro?: ReactNode;
  /** a second line under the title (balance, country) */
  aside?: ReactNode;
  children: ReactNode;
}

/** The page root (data-route) of the billing screens with its h1. */
export function BillingPage({ routeName, title, intro, aside, children }: BillingPageProps) {
  return (
    <section className="billing" data-route={routeName} aria-labelledby={`${routeName}-title`}>
      <header className="billing__header">
        <h1 id={`${routeName}-title`} className="billing__title">
          {title}
        </h1>
        {intro ? <p className="billing__intro">{intro}</p> : null}
        {aside}
      </header>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import './auth.css';

/** The card the login and password pages sit in; the page root (data-route) with its h1. */
export function AuthCard({
  routeName,
  title,
  children,
}: {
  routeName: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="surface auth-card" data-route={routeName} aria-labelledby={`${routeName}-title`}>
      <h1 id={`${routeName}-title`} className="auth-card__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

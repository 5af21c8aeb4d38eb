import type { ReactNode } from 'react';
import { TitledPage } from '../../../components/ui/titled-page';
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
export function BillingPage(props: BillingPageProps) {
  return <TitledPage {...props} />;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<Spinner page label={i18n.t('app.loading')} />}>{children}</Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

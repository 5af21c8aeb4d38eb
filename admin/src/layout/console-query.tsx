import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { KindredDataProvider } from '../providers/data-provider';

/** One of the console's own reports (not a react-admin resource), cached under `['kindred', name]`. */
export function useConsoleQuery<T>(
  name: string,
  read: (dataProvider: KindredDataProvider) => Promise<T>,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  const dataProvider = useDataProvider<KindredDataProvider>();
  return useQuery({ queryKey: ['kindred', name], queryFn: () => read(dataProvider), ...options });
}

/** A report that could not be loaded: what failed, the server's reason, and a way to try again. */
export const LoadFailed = ({
  message,
  error,
  action,
  testId,
}: {
  message: string;
  error: Error;
  action: ReactNode;
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid={testId} action={action}>
      {translate(message)}
      {error.message ? ` (${error.message})` : ''}
    </Alert>
  );
};

/** Headline figures side by side, as many per row as the screen holds. */
export const FigureGrid = ({
  children,
  marginBottom = 0,
}: {
  children: ReactNode;
  marginBottom?: number;
}) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: 2,
      mb: marginBottom,
    }}
  >
    {children}
  </Box>
);

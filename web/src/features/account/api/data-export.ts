import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type DataExportAnswer = Schemas['DataExportResponse'];
export type DataExport = NonNullable<DataExportAnswer['export']>;

export const DATA_EXPORT_QUERY_KEY = ['data-export'] as const;

/** While an export is prepared, how often its state is asked again. */
export const PREPARING_POLL_MS = 5000;

/** GET /api/data-export.php: the member's newest export (null: none yet) and its state. */
export function getDataExport(signal?: AbortSignal): Promise<DataExportAnswer> {
  return apiClient.get<DataExportAnswer>('/api/data-export.php', { signal });
}

/**
 * POST /api/data-export.php: asks for a copy of the member's data (the pending export when there is one);
 * 429 data_export_limit past three a day. Not retried: a 429 is the day's limit, not a busy server.
 */
export function requestDataExport(): Promise<DataExportAnswer> {
  return apiClient.post<DataExportAnswer>(
    '/api/data-export.php',
    {},
    { retries: 0, retryTooManyRequests: false },
  );
}

/** The export's state, asked again every few seconds while it is prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: DATA_EXPORT_QUERY_KEY,
    queryFn: ({ signal }) => getDataExport(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.export?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

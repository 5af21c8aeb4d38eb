import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { initialSettingsQuery } from './get-settings';

/** GET /api/companyinfo.php (docs/api.md). */
export type CompanyInfo = Schemas['CompanyInfoResponse'];

export function getCompanyInfo(domain?: string): Promise<CompanyInfo> {
  return apiClient.get<CompanyInfo>('/api/companyinfo.php', { query: { domain } });
}

export function companyInfoQueryOptions(domain: string | undefined = initialSettingsQuery().domain) {
  return queryOptions({
    queryKey: ['companyinfo', domain ?? null],
    queryFn: () => getCompanyInfo(domain),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}

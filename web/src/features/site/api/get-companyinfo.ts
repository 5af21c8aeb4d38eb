import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { initialSettingsQuery } from './get-settings';

/** GET /api/companyinfo.php (docs/api.md). */
export interface CompanyInfo {
  name: string;
  address: string | null;
  kvk: string | null;
  city: string | null;
  country: string | null;
  tradenames: string[] | string | null;
  vat_numbers: string[] | string | null;
  support_phone: string | null;
  delete_discount: unknown;
}

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

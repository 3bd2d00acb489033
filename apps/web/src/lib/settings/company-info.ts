import { getCompanyInfo } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const companyInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['companyinfo'],
    queryFn: async ({ signal }) => (await api.callStrict(getCompanyInfo, { signal })).companyinfo,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The company behind the site, loaded once and cached (spec section 7). */
export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}

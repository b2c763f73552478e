import type { CompanySize } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { wizardKeys } from './wizard-keys.ts';

/** E7 GET /company-size: the product modal's target sizes (a dictionary, kept for good). */
export function companySizesQueryOptions() {
  return queryOptions({
    queryKey: wizardKeys.companySizes,
    queryFn: () => api.get<CompanySize[]>('/company-size'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

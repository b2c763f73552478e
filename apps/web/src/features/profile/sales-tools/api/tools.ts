import type { SalesTool } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { toolsQueryOptions } from '@/features/onboarding/freelancer/api/get-tools.ts';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '../../api/profile-keys.ts';

export { updateTools as saveTools } from '@/features/onboarding/freelancer/api/update-tools.ts';

/** D25 GET /freelancer/tools/{id}: the freelancer's tools in their saved order. */
export function freelancerToolsQueryOptions(id: number) {
  return queryOptions({
    queryKey: profileKeys.tools(id),
    queryFn: () => api.get<SalesTool[]>(`/freelancer/tools/${id}`),
  });
}

/** B17, the onboarding's read (one cache); on the profile it only feeds the add modal. */
export function toolCatalogueQueryOptions() {
  return queryOptions({ ...toolsQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
}

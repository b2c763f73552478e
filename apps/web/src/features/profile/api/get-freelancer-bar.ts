import type { FreelancerBar } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** D2 GET /freelancer/bar/{id}: rating, statuses, location and languages. */
export function getFreelancerBar(id: number): Promise<FreelancerBar> {
  return api.get<FreelancerBar>(`/freelancer/bar/${id}`);
}

export function freelancerBarQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.bar(id), queryFn: () => getFreelancerBar(id) });
}

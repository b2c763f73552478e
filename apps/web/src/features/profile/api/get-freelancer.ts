import type { FreelancerData } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** D1 GET /freelancer/me/{id}: the profile's own data (owner or admin; else 404 User not found). */
export function getFreelancer(id: number): Promise<FreelancerData> {
  return api.get<FreelancerData>(`/freelancer/me/${id}`);
}

export function freelancerQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.freelancer(id), queryFn: () => getFreelancer(id) });
}

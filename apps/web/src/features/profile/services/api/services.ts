import type { ActivityBody, FreelancerActivity } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { activitiesQueryOptions } from '@/features/onboarding/freelancer/api/get-activities.ts';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/** D26 GET /activities/freelancer/{id}: the freelancer's services in their saved order. */
export function freelancerServicesQueryOptions(id: number) {
  return queryOptions({
    queryKey: profileKeys.services(id),
    queryFn: () => api.get<FreelancerActivity[]>(`/activities/freelancer/${id}`),
  });
}

/** B15, the onboarding's read (one cache); on the profile it feeds the add modal. */
export function serviceCatalogueQueryOptions() {
  return queryOptions({ ...activitiesQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
}

/** D27: one service added at the end of the owner's list. */
export function addService(body: ActivityBody): Promise<FreelancerActivity> {
  return api.post<FreelancerActivity>('/freelancer/me/activity', body);
}

/**
 * The whole list in display order: B16 for the owner's own services, D28 when an admin edits
 * another freelancer's (spec document 2 section 6).
 */
export function saveServices({
  freelancerId,
  asOwner,
  services,
}: {
  freelancerId: number;
  asOwner: boolean;
  services: ActivityBody[];
}): Promise<null> {
  const path = asOwner ? '/freelancer/me/activities' : `/freelancer/${freelancerId}/activities`;
  return api.patch<null>(path, services);
}

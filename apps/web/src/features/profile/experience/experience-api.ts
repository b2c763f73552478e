import type { WorkExperience, WorkExperienceBody } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '../api/profile-keys.ts';

/** D40 GET /workExperience/freelancer/{freelancerId}: the saved order. */
export function experienceQueryOptions(freelancerId: number) {
  return queryOptions({
    queryKey: profileKeys.experience(freelancerId),
    queryFn: () => api.get<WorkExperience[]>(`/workExperience/freelancer/${freelancerId}`),
  });
}

/** D41; `endDate: null` = ongoing. */
export function addExperience(body: WorkExperienceBody): Promise<WorkExperience> {
  return api.post<WorkExperience>('/workExperience/freelancer', body);
}

/** D42: the same body, replaces the entry. */
export function updateExperience(id: number, body: WorkExperienceBody): Promise<null> {
  return api.patch<null>(`/workExperience/freelancer/${id}`, body);
}

/** D43 */
export function deleteExperience(id: number): Promise<null> {
  return api.delete<null>(`/workExperience/freelancer/${id}`);
}

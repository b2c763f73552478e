import type { Education, EducationBody } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '../api/profile-keys.ts';

/** D44 GET /freelancer/education/{freelancerId}: the saved order. */
export function educationQueryOptions(freelancerId: number) {
  return queryOptions({
    queryKey: profileKeys.education(freelancerId),
    queryFn: () => api.get<Education[]>(`/freelancer/education/${freelancerId}`),
  });
}

/** D45; `endDate: null` = ongoing. */
export function addEducation(body: EducationBody): Promise<Education> {
  return api.post<Education>('/freelancer/education', body);
}

/** D46: the same body, replaces the entry. */
export function updateEducation(id: number, body: EducationBody): Promise<null> {
  return api.patch<null>(`/freelancer/education/${id}`, body);
}

/** D47 */
export function deleteEducation(id: number): Promise<null> {
  return api.delete<null>(`/freelancer/education/${id}`);
}

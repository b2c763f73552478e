import type { ProfileCompleteness } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * [P] GET /complete/freelancer/me/details: the logged freelancer's progress (D3's number) with
 * the missing parts, so the owner's progress bar can say what to fill. Owner only.
 */
export function getCompleteness(): Promise<ProfileCompleteness> {
  return api.get<ProfileCompleteness>('/complete/freelancer/me/details');
}

export function completenessQueryOptions() {
  return queryOptions({ queryKey: profileKeys.completeness(), queryFn: getCompleteness });
}

import type { AboutInfo } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** D19 GET /about/freelancer/{id}: every field `null` when never saved. */
export function getAbout(id: number): Promise<AboutInfo> {
  return api.get<AboutInfo>(`/about/freelancer/${id}`);
}

export function aboutQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.about(id), queryFn: () => getAbout(id) });
}

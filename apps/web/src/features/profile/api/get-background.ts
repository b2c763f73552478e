import type { Picture } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** D7 GET /freelancer/backgroundPicture/{id}: the picture, or `null` when there is none (204). */
export async function getBackground(id: number): Promise<Picture | null> {
  return (await api.get<Picture | null>(`/freelancer/backgroundPicture/${id}`)) ?? null;
}

export function backgroundQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.background(id), queryFn: () => getBackground(id) });
}

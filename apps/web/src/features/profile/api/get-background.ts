import type { Picture } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';
import { fromPicture, type ShownPicture } from './shown-picture.ts';

/** D7 GET /freelancer/backgroundPicture/{id}: the picture, or `null` when there is none (204). */
export async function getBackground(id: number): Promise<ShownPicture | null> {
  const picture = await api.get<Picture | null>(`/freelancer/backgroundPicture/${id}`);
  return picture ? fromPicture(picture) : null;
}

/** By URL instead when the page's aggregate read seeded it (profile-page.ts). */
export function backgroundQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.background(id), queryFn: () => getBackground(id) });
}

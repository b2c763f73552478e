import type { Picture } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { avatarKeys } from './profile-keys.ts';
import { fromPicture, type ShownPicture } from './shown-picture.ts';

export type AvatarSize = 'full' | 'small';

/** D4 GET /user/avatar/{id}: the picture, or `null` when there is none (204). */
export async function getAvatar(id: number, size: AvatarSize = 'full'): Promise<Picture | null> {
  const query = size === 'small' ? '?size=small' : '';
  return (await api.get<Picture | null>(`/user/avatar/${id}${query}`)) ?? null;
}

/** The 96 px rendition for the navbar and lists, as D4 answers it. */
export function avatarQueryOptions(id: number, size: 'small') {
  return queryOptions({ queryKey: avatarKeys.of(id, size), queryFn: () => getAvatar(id, size) });
}

/**
 * The profile's avatar: D4's full picture after an edit, or both renditions by URL when the
 * page's aggregate read seeded it (profile-page.ts).
 */
export function profileAvatarQueryOptions(id: number) {
  return queryOptions({
    queryKey: avatarKeys.of(id, 'full'),
    queryFn: async (): Promise<ShownPicture | null> => {
      const picture = await getAvatar(id, 'full');
      return picture && fromPicture(picture);
    },
  });
}

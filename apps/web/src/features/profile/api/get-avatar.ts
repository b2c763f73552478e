import type { Picture } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { avatarKeys } from './profile-keys.ts';

export type AvatarSize = 'full' | 'small';

/** D4 GET /user/avatar/{id}: the picture, or `null` when there is none (204). */
export async function getAvatar(id: number, size: AvatarSize = 'full'): Promise<Picture | null> {
  const query = size === 'small' ? '?size=small' : '';
  return (await api.get<Picture | null>(`/user/avatar/${id}${query}`)) ?? null;
}

export function avatarQueryOptions(id: number, size: AvatarSize = 'full') {
  return queryOptions({ queryKey: avatarKeys.of(id, size), queryFn: () => getAvatar(id, size) });
}

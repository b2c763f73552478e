import type { Picture } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { type UploadOptions, upload } from '@/lib/upload.ts';

/**
 * F17 GET /admin/avatar: the admin's own picture, `null` when there is none (204); `small` is
 * the 96 px rendition of the user menu.
 */
export async function getAdminAvatar(size: 'full' | 'small' = 'full'): Promise<Picture | null> {
  const query = size === 'small' ? '?size=small' : '';
  return (await api.get<Picture | null>(`/admin/avatar${query}`)) ?? null;
}

export function adminAvatarQueryOptions(size: 'full' | 'small' = 'full') {
  return queryOptions({
    queryKey: [...adminQueryKeys.avatar, size],
    queryFn: () => getAdminAvatar(size),
  });
}

/** F18 PATCH /admin/avatar, field `file`: the 512x512 crop. */
export function uploadAdminAvatar(
  picture: Blob,
  controls: Pick<UploadOptions, 'onProgress' | 'signal'>,
) {
  const form = new FormData();
  form.append('file', picture, `awatar.${picture.type === 'image/webp' ? 'webp' : 'png'}`);
  return upload('/admin/avatar', form, controls);
}

/** F19 DELETE /admin/avatar */
export function deleteAdminAvatar() {
  return api.delete<null>('/admin/avatar');
}

/** Refreshed after a change: this page's picture and the user menu's small one (both sizes). */
export const adminAvatarChanged = [adminQueryKeys.avatar] as const;

import { api } from '@/lib/api-client.ts';

/** C15: the web address as a scalar text body. */
export function updateCompanySiteUrl(url: string): Promise<null> {
  return api.patch<null>('/investor/me/companySiteUrl', url);
}

import { api } from '@/lib/api-client.ts';

/** C16: the description (at most 1000 characters) as a scalar text body. */
export function updateCompanyDescription(description: string): Promise<null> {
  return api.patch<null>('/investor/me/companyDescription', description);
}

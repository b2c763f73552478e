import { api } from '@/lib/api-client.ts';

/** C6: the e-mails joined with `,` as a scalar text body. */
export function updateCompanyEmails(joinedEmails: string): Promise<null> {
  return api.patch<null>('/investor/me/company-emails', joinedEmails);
}

import type { Certificate, CertificateBody } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from '../api/profile-keys.ts';

/** D21 GET /certificate/freelancer/{freelancerId}: the saved order. */
export function certificatesQueryOptions(freelancerId: number) {
  return queryOptions({
    queryKey: profileKeys.certificates(freelancerId),
    queryFn: () => api.get<Certificate[]>(`/certificate/freelancer/${freelancerId}`),
  });
}

/** D22; an `endDate` left undefined (no expiry) is not sent at all. */
export function addCertificate(body: CertificateBody): Promise<Certificate> {
  return api.post<Certificate>('/certificate/freelancer', body);
}

/** D23: the same body, replaces the certificate. */
export function updateCertificate(id: number, body: CertificateBody): Promise<null> {
  return api.patch<null>(`/certificate/freelancer/${id}`, body);
}

/** D24 */
export function deleteCertificate(id: number): Promise<null> {
  return api.delete<null>(`/certificate/freelancer/${id}`);
}

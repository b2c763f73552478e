import { API_BASE } from '@/lib/api-client.ts';
import { ApiError, messageOf, NETWORK_ERROR_STATUS } from '@/lib/api-error.ts';
import { clearToken, getToken } from '@/lib/token.ts';

/**
 * GET /orders/{orderId}/attachments/{attachmentId} as a blob: the route needs the bearer header,
 * so a plain link cannot download it. Errors as the API client maps them (403 drops the session).
 */
export async function fetchAttachment(orderId: number, attachmentId: number): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/orders/${orderId}/attachments/${attachmentId}`, {
      headers,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }
  if (!response.ok) {
    if (response.status === 403) clearToken();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    const body: unknown = isJson ? await response.json().catch(() => null) : null;
    throw new ApiError(response.status, messageOf(body));
  }
  try {
    return await response.blob();
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }
}

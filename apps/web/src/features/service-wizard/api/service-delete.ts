import { api } from '@/lib/api-client.ts';
import { useServiceMutation } from './service-save.ts';

/** E6 DELETE /order-activity/{id}. */
export function deleteService(id: number): Promise<null> {
  return api.delete<null>(`/order-activity/${id}`);
}

export function useDeleteService() {
  return useServiceMutation(deleteService);
}

import { api } from '@/lib/api-client.ts';
import type { ServiceBody } from '../steps/services/service-form.ts';
import { useServiceMutation } from './service-save.ts';

/** E5 PATCH /order-activity/{id}: every field is sent, as E4's. */
export function editService({ id, body }: { id: number; body: ServiceBody }): Promise<null> {
  return api.patch<null>(`/order-activity/${id}`, body);
}

export function useEditService() {
  return useServiceMutation(editService);
}

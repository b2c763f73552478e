import type { OrderActivity } from '@handlowo/contract';
import { api } from '@/lib/api-client.ts';
import type { ServiceBody } from '../steps/services/service-form.ts';
import { useServiceMutation } from './service-save.ts';

/** E4 POST /order-activity: a service added to the investor's current draft (no `orderId`). */
export function addService(body: ServiceBody): Promise<OrderActivity> {
  return api.post<OrderActivity>('/order-activity', body);
}

export function useAddService() {
  return useServiceMutation(addService);
}

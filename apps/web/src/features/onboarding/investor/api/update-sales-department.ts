import { api } from '@/lib/api-client.ts';

/** C5: a JSON boolean. */
export function updateSalesDepartment(hasSalesDepartment: boolean): Promise<null> {
  return api.patch<null>('/investor/me/salesDepartment', hasSalesDepartment);
}

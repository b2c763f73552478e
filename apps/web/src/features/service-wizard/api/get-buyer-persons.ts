import type { BuyerPerson } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { wizardKeys } from './wizard-keys.ts';

/** E8 GET /buyer-person: the product modal's buyer personas (a dictionary, kept for good). */
export function buyerPersonsQueryOptions() {
  return queryOptions({
    queryKey: wizardKeys.buyerPersons,
    queryFn: () => api.get<BuyerPerson[]>('/buyer-person'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

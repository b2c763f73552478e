import type { TypeOfSalesOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B11 GET /typeOfSales: the options of step 7. */
export function getTypesOfSales(): Promise<TypeOfSalesOption[]> {
  return api.get<TypeOfSalesOption[]>('/typeOfSales');
}

export function typesOfSalesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'types-of-sales'], queryFn: getTypesOfSales });
}

export function useTypesOfSales() {
  return useQuery(typesOfSalesQueryOptions());
}

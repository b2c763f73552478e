import type { PlainOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C13 GET /employee-count-range: the options of step 7. */
export function getEmployeeCountRanges(): Promise<PlainOption[]> {
  return api.get<PlainOption[]>('/employee-count-range');
}

export function employeeCountRangesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'employee-count-ranges'],
    queryFn: getEmployeeCountRanges,
  });
}

export function useEmployeeCountRanges() {
  return useQuery(employeeCountRangesQueryOptions());
}

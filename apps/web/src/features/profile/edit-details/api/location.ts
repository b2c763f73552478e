import type {
  CountryOption,
  LocalizationBody,
  StateOption,
  WorkingAreaBody,
} from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** D15 GET /countries (POLAND first). */
export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'countries'],
    queryFn: () => api.get<CountryOption[]>('/countries'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** D16 GET /states: the voivodeships, loaded once the country is POLAND. */
export function statesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'states'],
    queryFn: () => api.get<StateOption[]>('/states'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** D13 then D14, one after another (the location modal's save). */
export async function saveLocation(
  localization: LocalizationBody,
  area: WorkingAreaBody,
): Promise<void> {
  await api.patch<null>('/freelancer/me/localization', localization);
  await api.patch<null>('/freelancer/me/localization/workingArea', area);
}

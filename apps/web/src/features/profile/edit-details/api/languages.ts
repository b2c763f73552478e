import type { LanguageLevel } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** D17 item: `name` is the Polish label; the server may add the key. */
export interface LanguageOption {
  name: string;
  language?: string;
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'languages'],
    queryFn: () => api.get<LanguageOption[]>('/languages'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** D18: the whole list in display order (may be empty). */
export function updateLanguages(languages: LanguageLevel[]): Promise<null> {
  return api.patch<null>('/languages', languages);
}

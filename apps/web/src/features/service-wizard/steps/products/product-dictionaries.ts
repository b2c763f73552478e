import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { industriesQueryOptions } from '@/features/onboarding/freelancer/api/get-industries.ts';
import { sectorsQueryOptions } from '@/features/onboarding/freelancer/api/get-sectors.ts';
import { buyerPersonsQueryOptions } from '../../api/get-buyer-persons.ts';
import { companySizesQueryOptions } from '../../api/get-company-sizes.ts';

/** The product modal's option lists: B9, B13, E7, E8. */
export function useProductDictionaries() {
  return {
    industries: useQuery(industriesQueryOptions()),
    sectors: useQuery(sectorsQueryOptions()),
    sizes: useQuery(companySizesQueryOptions()),
    persons: useQuery(buyerPersonsQueryOptions()),
  };
}

/**
 * Loads the lists with the step, so an edit modal opens with its saved choices already named
 * (a select shows a value only once its option is there).
 */
export function usePrefetchProductDictionaries() {
  usePrefetchQuery(industriesQueryOptions());
  usePrefetchQuery(sectorsQueryOptions());
  usePrefetchQuery(companySizesQueryOptions());
  usePrefetchQuery(buyerPersonsQueryOptions());
}

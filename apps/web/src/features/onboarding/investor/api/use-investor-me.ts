import type { InvestorData } from '@handlowo/contract';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/get-me.ts';
import { hasInvestorData } from '@/features/auth/types.ts';

/**
 * The logged investor's full data (A10) from the ['me'] cache. Right after the mock login the
 * cache holds only a local stand-in without the answers (API.md A7), so it is fetched again then.
 */
export function useInvestorMe() {
  const query = useQuery({
    ...meQueryOptions(),
    refetchOnMount: (current) => {
      const cached = current.state.data;
      return cached !== undefined && !hasInvestorData(cached) ? 'always' : true;
    },
  });
  const data: InvestorData | undefined =
    query.data !== undefined && hasInvestorData(query.data) ? query.data : undefined;
  return { data, isError: query.isError, error: query.error };
}

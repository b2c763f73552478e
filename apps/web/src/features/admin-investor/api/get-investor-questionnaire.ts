import type { InvestorQuestionnaire } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** GET /admin-panel/investors/{id}/questionnaire (issue 27): the 'Ankieta' card. */
export function getInvestorQuestionnaire(id: number): Promise<InvestorQuestionnaire> {
  return api.get<InvestorQuestionnaire>(`/admin-panel/investors/${id}/questionnaire`);
}

export function investorQuestionnaireQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminQueryKeys.investor(id), 'questionnaire'] as const,
    queryFn: () => getInvestorQuestionnaire(id),
  });
}

export function useInvestorQuestionnaire(id: number) {
  return useQuery(investorQuestionnaireQueryOptions(id));
}

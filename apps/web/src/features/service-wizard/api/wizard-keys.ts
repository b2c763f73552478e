/**
 * Query keys of the wizard's dictionaries (E1, E2, E7, E8). The investor's data itself is the
 * ['me'] query (A10, `meQueryOptions` of features/auth): every wizard save invalidates it.
 */
export const wizardKeys = {
  pipelines: ['pipelines'] as const,
  mainTasks: (pipelineId: number) => ['pipelines', pipelineId, 'main-tasks'] as const,
  companySizes: ['company-sizes'] as const,
  buyerPersons: ['buyer-persons'] as const,
};

import type { AssignmentGroup } from '@handlowo/contract';

/**
 * Query keys of the freelancer's workspace. Every read sits under `workspaceKeys.all`, so an
 * answer to an offer refreshes Pulpit, Zlecenia, Produkty and Opiekun with one invalidation.
 */
export const workspaceKeys = {
  all: ['freelancer-workspace'] as const,
  assignments: (group: AssignmentGroup | 'ALL') =>
    ['freelancer-workspace', 'assignments', group] as const,
  assignment: (id: number) => ['freelancer-workspace', 'assignment', id] as const,
  products: (search: string) => ['freelancer-workspace', 'products', search] as const,
  guardians: () => ['freelancer-workspace', 'guardians'] as const,
};

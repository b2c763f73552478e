import type { SalesTool } from '@handlowo/contract';
import {
  groupToolsByKind,
  type ToolGroup,
} from '@/features/onboarding/freelancer/lib/group-tools.ts';

/**
 * The groups of the add modal (spec document 2 section 2): only tools not yet selected, those
 * whose name contains the query (case-insensitive), grouped by kind.
 */
export function addableToolGroups(
  catalogue: readonly SalesTool[],
  selectedIds: readonly number[],
  query: string,
): ToolGroup[] {
  const selected = new Set(selectedIds);
  return groupToolsByKind(
    catalogue.filter((tool) => !selected.has(tool.id)),
    query,
  );
}

/** The tools after an add: the present ones in their order, then the picked ones as ticked. */
export function appendTools(
  current: readonly SalesTool[],
  pickedIds: readonly number[],
  catalogue: readonly SalesTool[],
): SalesTool[] {
  const present = new Set(current.map((tool) => tool.id));
  const byId = new Map(catalogue.map((tool) => [tool.id, tool]));
  const added = pickedIds.flatMap((id) => {
    const tool = byId.get(id);
    return tool && !present.has(id) ? [tool] : [];
  });
  return [...current, ...added];
}

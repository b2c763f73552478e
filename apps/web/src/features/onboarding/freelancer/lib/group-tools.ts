import { type SalesTool, toolKindLabel, toolLabel } from '@handlowo/contract';
import { matchesQuery } from '@/features/onboarding/shared/lib/searchable-list.ts';

export interface ToolGroup {
  kind: string;
  label: string;
  tools: SalesTool[];
}

/** Tools matching the name search, grouped by kind in the order the kinds first appear. */
export function groupToolsByKind(tools: readonly SalesTool[], query: string): ToolGroup[] {
  const groups = new Map<string, ToolGroup>();
  for (const tool of tools) {
    // The shown name ('Microsoft Dynamics 365') and the key both find a tool.
    if (!matchesQuery(toolLabel(tool.toolName), query) && !matchesQuery(tool.toolName, query)) {
      continue;
    }
    const group = groups.get(tool.kind);
    if (group) group.tools.push(tool);
    else groups.set(tool.kind, { kind: tool.kind, label: toolKindLabel(tool.kind), tools: [tool] });
  }
  return [...groups.values()];
}

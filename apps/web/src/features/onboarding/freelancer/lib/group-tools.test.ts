import { describe, expect, it } from 'vitest';
import { groupToolsByKind } from './group-tools.ts';

const tools = [
  { id: 1, toolName: 'Pipedrive', kind: 'CRM' },
  { id: 2, toolName: 'Lemlist', kind: 'COLD_MAILING' },
  { id: 3, toolName: 'HubSpot', kind: 'CRM' },
  { id: 4, toolName: 'Własne narzędzie', kind: 'SOMETHING_NEW' },
];

describe('groupToolsByKind', () => {
  it('groups by kind with the Polish label, unknown kinds verbatim', () => {
    const groups = groupToolsByKind(tools, '');
    expect(groups.map((g) => [g.label, g.tools.map((t) => t.id)])).toEqual([
      ['CRM', [1, 3]],
      ['Cold mailing', [2]],
      ['SOMETHING_NEW', [4]],
    ]);
  });

  it('filters by name case-insensitively and drops empty groups', () => {
    const groups = groupToolsByKind(tools, 'hub');
    expect(groups).toEqual([{ kind: 'CRM', label: 'CRM', tools: [tools[2]] }]);
  });
});

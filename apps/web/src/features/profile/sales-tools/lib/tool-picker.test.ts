import { describe, expect, it } from 'vitest';
import { addableToolGroups, appendTools } from './tool-picker.ts';

const catalogue = [
  { id: 1, toolName: 'Pipedrive', kind: 'CRM' },
  { id: 2, toolName: 'Lemlist', kind: 'COLD_MAILING' },
  { id: 3, toolName: 'HubSpot', kind: 'CRM' },
  { id: 4, toolName: 'Mailchimp', kind: 'NEWSLETTER' },
  { id: 5, toolName: 'Hunter', kind: 'PROSPECTING' },
];

describe('addableToolGroups', () => {
  it('leaves out the selected tools and the groups they empty, labels kinds in Polish', () => {
    const groups = addableToolGroups(catalogue, [1, 3, 5], '');
    expect(groups.map((g) => [g.label, g.tools.map((t) => t.id)])).toEqual([
      ['Cold mailing', [2]],
      ['Newsletter', [4]],
    ]);
  });

  it('searches names by a case-insensitive substring', () => {
    expect(addableToolGroups(catalogue, [], 'HU').flatMap((g) => g.tools.map((t) => t.id))).toEqual(
      [3, 5],
    );
    expect(addableToolGroups(catalogue, [3], '  hu ').flatMap((g) => g.tools)).toEqual([
      catalogue[4],
    ]);
    expect(addableToolGroups(catalogue, [], 'xyz')).toEqual([]);
  });
});

describe('appendTools', () => {
  it('keeps the present tools in order and adds the picked ones as ticked', () => {
    const current = [catalogue[2], catalogue[0]].flatMap((t) => (t ? [t] : []));
    expect(appendTools(current, [4, 2], catalogue).map((t) => t.id)).toEqual([3, 1, 4, 2]);
  });

  it('ignores ids already present or unknown', () => {
    const current = catalogue.slice(0, 1);
    expect(appendTools(current, [1, 99, 2], catalogue).map((t) => t.id)).toEqual([1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { CRM_TOOL_NAMES } from './schemas.ts';
import { toolLabel } from './tool-labels.ts';

describe('toolLabel', () => {
  it('shows Microsoft Dynamics 365 for the key the API keeps as MSC Dynamics 365', () => {
    expect(CRM_TOOL_NAMES).toContain('MSC Dynamics 365');
    expect(toolLabel('MSC Dynamics 365')).toBe('Microsoft Dynamics 365');
  });

  it('shows every other tool by its name', () => {
    expect(toolLabel('Pipedrive')).toBe('Pipedrive');
    expect(toolLabel('Lemlist')).toBe('Lemlist');
  });

  it('leaves no CRM shown with the misspelt vendor', () => {
    expect(CRM_TOOL_NAMES.map(toolLabel).filter((name) => name.startsWith('MSC'))).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CRM_TOOL_NAMES } from '@handlowo/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolLogo } from './tool-logo.tsx';

const publicDir = join(import.meta.dirname, '../../../../../public');

describe('ToolLogo', () => {
  it.each(CRM_TOOL_NAMES)('draws the shipped mark of %s', (toolName) => {
    const { container } = render(<ToolLogo toolName={toolName} />);
    const src = container.querySelector('img')?.getAttribute('src');
    expect(src).toMatch(/^\/tools\/[a-z0-9-]+\.svg$/);
    expect(existsSync(`${publicDir}${src}`)).toBe(true);
  });

  it('draws nothing for a tool without a logo', () => {
    const { container } = render(<ToolLogo toolName="Lemlist" />);
    expect(container.querySelector('img')).toBeNull();
  });
});

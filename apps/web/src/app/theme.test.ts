import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from '@/testing/contrast.ts';
import { cssVariablesResolver, lightVariantTextColors, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;
/** What a light variant's text is painted in: our colour, else Mantine's shade 9. */
const lightText = (name: string) =>
  light[`--mantine-color-${name}-light-color`] ?? merged.colors[name]?.[9] ?? '';

describe('the light variant text colours (badges, issue 28)', () => {
  it.each(Object.keys(merged.colors))('%s reads at AA on its own tint', (name) => {
    const tint = merged.colors[name]?.[1] ?? '';
    expect(lightText(name)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(lightText(name), tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('overrides only colours whose shade 9 fails on its tint: green and teal, not brand or blue', () => {
    for (const name of Object.keys(lightVariantTextColors)) {
      const shades = merged.colors[name] ?? [];
      expect(contrastRatio(shades[9] ?? '', shades[1] ?? '')).toBeLessThan(TEXT_CONTRAST);
    }
    // 'Zrealizowane' (green) and 'Obecny opiekun' (teal) were 3.8:1 and 4.3:1 in Mantine's shade 9.
    expect(Object.keys(lightVariantTextColors)).toEqual(expect.arrayContaining(['green', 'teal']));
    expect(lightText('brand')).toBe(merged.colors.brand?.[9]);
    expect(lightText('blue')).toBe(merged.colors.blue?.[9]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5c636a', '#ffffff')).toBeCloseTo(6.1, 1);
  });
});

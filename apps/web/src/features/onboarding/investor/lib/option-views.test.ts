import { describe, expect, it } from 'vitest';
import { descriptionTitled, labelOf, plainTitled, targetTitled } from './option-views.ts';

const targeted = [{ name: 'A', target: 'Cel A', description: 'Opis A' }];

describe('investor option views', () => {
  it('titles each list the way the spec says', () => {
    expect(targetTitled({ name: 'A', target: 'Cel A', description: 'Opis A' })).toEqual({
      value: 'A',
      title: 'Cel A',
      description: 'Opis A',
    });
    expect(descriptionTitled({ name: 'A', target: 'Cel A', description: 'Opis A' })).toEqual({
      value: 'A',
      title: 'Opis A',
      description: 'Cel A',
    });
    expect(plainTitled({ name: 'P', description: 'Właściciel' })).toEqual({
      value: 'P',
      title: 'Właściciel',
    });
  });

  it('labels a saved answer by its title, falling back to the key', () => {
    expect(labelOf(targeted, targetTitled, 'A')).toBe('Cel A');
    expect(labelOf(targeted, targetTitled, 'GONE')).toBe('GONE');
    expect(labelOf(targeted, targetTitled, null)).toBeNull();
    expect(labelOf(undefined, targetTitled, 'A')).toBeNull();
  });
});

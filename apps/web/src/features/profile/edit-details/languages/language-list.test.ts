import { describe, expect, it } from 'vitest';
import { moveItem } from '../lib/list-order.ts';
import {
  addLanguage,
  availableLanguages,
  languageKeyOf,
  levelOptions,
  removeLanguage,
  setLevel,
} from './language-list.ts';

const list = [
  { language: 'ENGLISH', level: 4 },
  { language: 'POLISH', level: 5 },
  { language: 'GERMAN', level: 1 },
] as const;

describe('the languages list', () => {
  it('shows the levels 1-5 as A1, A2, B1, B2, Ojczysty', () => {
    expect(levelOptions).toEqual([
      { value: '1', label: 'A1' },
      { value: '2', label: 'A2' },
      { value: '3', label: 'B1' },
      { value: '4', label: 'B2' },
      { value: '5', label: 'Ojczysty' },
    ]);
  });

  it('maps the Polish label of GET /languages back to the key', () => {
    expect(languageKeyOf({ name: 'Hiszpański' })).toBe('SPANISH');
    expect(languageKeyOf({ name: 'Nieznany', language: 'FRENCH' })).toBe('FRENCH');
    expect(languageKeyOf({ name: 'Nieznany' })).toBeNull();
  });

  it('offers only the languages not yet added, in the dictionary order', () => {
    const options = [
      { name: 'Niemiecki' },
      { name: 'Francuski' },
      { name: 'Angielski' },
      { name: 'Hiszpański' },
    ];
    expect(availableLanguages(options, [...list])).toEqual([
      { value: 'FRENCH', label: 'Francuski' },
      { value: 'SPANISH', label: 'Hiszpański' },
    ]);
  });

  it('adds at the end, never twice', () => {
    const added = addLanguage(list, { language: 'FRENCH', level: 2 });
    expect(added.map((l) => l.language)).toEqual(['ENGLISH', 'POLISH', 'GERMAN', 'FRENCH']);
    expect(addLanguage(added, { language: 'FRENCH', level: 5 })).toEqual(added);
  });

  it('removes one language and re-levels another, keeping the order', () => {
    expect(removeLanguage(list, 'POLISH')).toEqual([
      { language: 'ENGLISH', level: 4 },
      { language: 'GERMAN', level: 1 },
    ]);
    expect(setLevel(list, 'GERMAN', 3)).toEqual([
      { language: 'ENGLISH', level: 4 },
      { language: 'POLISH', level: 5 },
      { language: 'GERMAN', level: 3 },
    ]);
  });

  it('reorders by moving one item', () => {
    expect(moveItem(list, 2, 0).map((l) => l.language)).toEqual(['GERMAN', 'ENGLISH', 'POLISH']);
    expect(moveItem(list, 0, 1).map((l) => l.language)).toEqual(['POLISH', 'ENGLISH', 'GERMAN']);
    expect(moveItem(list, 0, 5)).toEqual(list);
  });
});

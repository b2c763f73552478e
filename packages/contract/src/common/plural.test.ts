import { describe, expect, it } from 'vitest';
import { counted, pluralForm, pluralNouns } from './plural.ts';

const counts = [0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 112] as const;

/** The expected form for each of `counts`: one only for 1, few for 2–4 outside 12–14. */
function expected(forms: { one: string; few: string; many: string }): string[] {
  const { one, few, many } = forms;
  return [many, one, few, few, many, many, many, many, few, many, many].map(
    (form, i) => `${counts[i]} ${form}`,
  );
}

describe('counted (Polish plural forms)', () => {
  it.each([
    ['lata', pluralNouns.year, ['0 lat', '1 rok', '2 lata', '4 lata', '5 lat', '12 lat']],
    ['zlecenia', pluralNouns.order, ['0 zleceń', '1 zlecenie', '2 zlecenia', '4 zlecenia']],
    ['usługi', pluralNouns.service, ['0 usług', '1 usługa', '2 usługi', '4 usługi', '5 usług']],
    ['wiadomości', pluralNouns.message, ['0 wiadomości', '1 wiadomość', '2 wiadomości']],
    ['opinie', pluralNouns.opinion, ['0 opinii', '1 opinia', '2 opinie', '4 opinie', '5 opinii']],
  ])('counts %s over 0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 112', (_, forms, start) => {
    const texts = counts.map((count) => counted(count, forms));
    expect(texts).toEqual(expected(forms));
    // Spelled out, so the table above cannot agree with a wrong rule by construction.
    expect(texts.slice(0, start.length)).toEqual(start);
  });

  it('writes the years of an experience as the issue asks (1 rok, 2 lata, 5 lat, 22 lata)', () => {
    expect(counts.map((count) => counted(count, pluralNouns.year))).toEqual([
      '0 lat',
      '1 rok',
      '2 lata',
      '4 lata',
      '5 lat',
      '12 lat',
      '14 lat',
      '21 lat',
      '22 lata',
      '25 lat',
      '112 lat',
    ]);
  });

  it.each(Object.entries(pluralNouns))('%s has three forms and uses one for 1 only', (_, forms) => {
    expect(pluralForm(1, forms)).toBe(forms.one);
    expect(pluralForm(21, forms)).toBe(forms.many);
    expect(pluralForm(3, forms)).toBe(forms.few);
    expect(pluralForm(11, forms)).toBe(forms.many);
  });

  it('writes fractions with the few form (1,5 oceny)', () => {
    expect(pluralForm(1.5, pluralNouns.review)).toBe('oceny');
  });
});

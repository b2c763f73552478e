/** The Polish forms of a counted noun: 1 ocena, 2 oceny, 5 ocen. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('pl-PL');

/** The form of `forms` that Polish uses after `count` (integers; fractions take `few`). */
export function pluralForm(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'many':
      return forms.many;
    default:
      // 'other' is the fractional form (1,5 oceny), which Polish writes like `few`.
      return forms.few;
  }
}

/** `count` followed by its form: '2 oceny'. */
export function counted(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}

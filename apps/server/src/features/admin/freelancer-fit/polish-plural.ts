import type { PluralForms } from '@handlowo/contract';

/* The nouns the fit reasons count; the plural rules are the contract's `counted`. */
export { counted } from '@handlowo/contract';

export const dayForms: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const activeOrderForms: PluralForms = {
  one: 'aktywne zlecenie',
  few: 'aktywne zlecenia',
  many: 'aktywnych zleceń',
};

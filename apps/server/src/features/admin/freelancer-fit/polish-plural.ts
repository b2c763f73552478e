import type { PluralForms } from '@handlowo/contract';

/* The nouns the fit reasons count; the plural rules are the contract's `counted`. */
export { counted } from '@handlowo/contract';

export const dayForms: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const activeOrderForms: PluralForms = {
  one: 'aktywne zlecenie',
  few: 'aktywne zlecenia',
  many: 'aktywnych zleceń',
};
export const realisedOrderForms: PluralForms = {
  one: 'zrealizowane zlecenie',
  few: 'zrealizowane zlecenia',
  many: 'zrealizowanych zleceń',
};
export const reviewForms: PluralForms = { one: 'opinia', few: 'opinie', many: 'opinii' };

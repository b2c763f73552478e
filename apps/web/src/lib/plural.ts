import type { PluralForms } from '@handlowo/contract';

/* The rules live in the contract (the server's texts use them too); the screens' nouns live here. */
export { counted, type PluralForms, pluralForm } from '@handlowo/contract';

export const reviewForms: PluralForms = { one: 'ocena', few: 'oceny', many: 'ocen' };
export const orderForms: PluralForms = { one: 'zlecenie', few: 'zlecenia', many: 'zleceń' };
export const dayForms: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const weekForms: PluralForms = { one: 'tydzień', few: 'tygodnie', many: 'tygodni' };
export const monthForms: PluralForms = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };

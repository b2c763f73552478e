import { orderForms, type PluralForms } from '@/lib/plural.ts';

/** Polish forms of the panel's counted nouns: 1 inwestor, 2 inwestorów, 5 inwestorów. */
export const investorForms: PluralForms = {
  one: 'inwestor',
  few: 'inwestorów',
  many: 'inwestorów',
};
export const freelancerForms: PluralForms = {
  one: 'freelancer',
  few: 'freelancerów',
  many: 'freelancerów',
};
export { orderForms };

import { language } from '@handlowo/contract';

/** D17: `name` is the Polish label, which the client maps back to the key (API.md D17). */
export const languages = language.keys.map((key) => ({
  language: key,
  name: language.labels[key],
}));

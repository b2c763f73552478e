import { voivodeship } from '@handlowo/contract';

/** D16: the 16 voivodeships from the contract's enum (key upper-case ASCII, label lower-case). */
export const states = voivodeship.keys.map((state) => ({
  state,
  description: voivodeship.labels[state],
}));

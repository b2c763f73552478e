import { country } from '@handlowo/contract';

/** D15: from the contract's enum, so the keys the client hard-codes cannot drift. POLAND first. */
export const countries = country.keys.map((name) => ({ name, description: country.labels[name] }));

import { type StateOption, voivodeship } from '@handlowo/contract';
import { capitalise } from '../lib/location.ts';

/** The location of an experience or education entry as its form holds it ('' = not chosen). */
export interface ItemLocationInput {
  country: string;
  state: string;
  city: string;
}

/** Poland is the default and the only country (spec document 2 sections 3 and 9). */
export const DEFAULT_COUNTRY = 'POLAND';

export function itemLocationDefaults(
  saved?: { country: string; state: string; city: string } | null,
): ItemLocationInput {
  return {
    country: saved?.country ?? DEFAULT_COUNTRY,
    state: saved?.state ?? '',
    city: saved?.city ?? '',
  };
}

/**
 * A voivodeship's name as cards show it: D16's description (the contract's while D16 loads),
 * capitalised — 'Mazowieckie'.
 */
export function stateName(state: string, states: readonly StateOption[] | undefined): string {
  const fromServer = states?.find((option) => option.state === state)?.description;
  const fallback = (voivodeship.labels as Record<string, string>)[state];
  return capitalise(fromServer ?? fallback ?? state);
}

/** 'Kraków, Małopolskie' (spec document 2 section 2: 'City, State'). */
export function cityAndState(
  location: { state: string; city: string },
  states: readonly StateOption[] | undefined,
): string {
  const state = stateName(location.state, states);
  const city = location.city.trim();
  return city ? `${city}, ${state}` : state;
}

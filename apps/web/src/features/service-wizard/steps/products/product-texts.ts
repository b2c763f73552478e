import { type StateOption, voivodeship } from '@handlowo/contract';
import { capitalise } from '@/features/profile/lib/location.ts';

/** A voivodeship's lower-case name: D16's description, the contract's while D16 loads. */
function stateDescription(state: string, states: readonly StateOption[] | undefined): string {
  const fromServer = states?.find((option) => option.state === state)?.description;
  return fromServer ?? (voivodeship.labels as Record<string, string>)[state] ?? state;
}

/** The voivodeship as the select lists it: 'Mazowieckie'. */
export function stateLabel(state: string, states: readonly StateOption[] | undefined): string {
  return capitalise(stateDescription(state, states));
}

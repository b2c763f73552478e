import { country, type FreelancerBar, type Voivodeship, voivodeship } from '@handlowo/contract';

/** 'mazowieckie' -> 'Mazowieckie' (the dictionary writes voivodeships in lower case). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl-PL') + text.slice(1);
}

function stateLabel(state: string): string {
  return capitalise((voivodeship.labels as Record<string, string>)[state] ?? state);
}

/** 'Warszawa, Mazowieckie', or the voivodeship alone without a city; null when unset. */
export function describeLocation(bar: Pick<FreelancerBar, 'localization'>): string | null {
  const { localization } = bar;
  if (!localization) return null;
  const state = stateLabel(localization.state);
  const city = localization.city?.trim();
  return city ? `${capitalise(city)}, ${state}` : state;
}

/** The service area: 'Cały kraj (Polska)' or 'Województwo mazowieckie'; null when unset. */
export function describeWorkingArea(
  bar: Pick<FreelancerBar, 'workingArea' | 'workingAreaValue'>,
): string | null {
  const { workingArea, workingAreaValue } = bar;
  if (!workingArea || !workingAreaValue) return null;
  if (workingArea === 'COUNTRY') {
    const name = (country.labels as Record<string, string>)[workingAreaValue] ?? workingAreaValue;
    return `Cały kraj (${name})`;
  }
  const state = (voivodeship.labels as Record<Voivodeship, string>)[
    workingAreaValue as Voivodeship
  ];
  return `Województwo ${state ?? workingAreaValue}`;
}

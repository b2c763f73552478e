import {
  CITY_MAX,
  type FreelancerBar,
  LocalizationBody,
  profileMessages as m,
  WorkingArea,
  type WorkingAreaBody,
} from '@handlowo/contract';
import { z } from 'zod';

/**
 * 'Edytuj lokalizację i obszar świadczenia usług' (spec document 2 section 5): selects hold ''
 * when empty; the city is optional, trimmed, at most 50 characters.
 */
export const LocationForm = z.object({
  country: z.string().pipe(LocalizationBody.shape.country),
  state: z.string().pipe(LocalizationBody.shape.state),
  city: z.string().trim().max(CITY_MAX, m.cityMax),
  workingArea: WorkingArea,
  workingAreaValue: z.string().min(1, m.workingAreaValueRequired),
});
export type LocationFormInput = z.input<typeof LocationForm>;
export type LocationFormValues = z.output<typeof LocationForm>;

/** Poland is the default and first country (spec document 2 section 3). */
export const DEFAULT_COUNTRY = 'POLAND';

export function locationDefaults(bar: FreelancerBar): LocationFormInput {
  return {
    country: bar.localization?.country ?? DEFAULT_COUNTRY,
    state: bar.localization?.state ?? '',
    city: bar.localization?.city ?? '',
    workingArea: bar.workingArea ?? 'COUNTRY',
    workingAreaValue: bar.workingAreaValue ?? '',
  };
}

/** The D13 and D14 bodies; a blank city is left out (API.md D13). */
export function locationBodies(values: LocationFormValues) {
  const localization: LocalizationBody = {
    country: values.country,
    state: values.state,
    // undefined is dropped by JSON.stringify: the field is left out.
    city: values.city || undefined,
  };
  const area: WorkingAreaBody = {
    workingArea: values.workingArea,
    workingAreaValue: values.workingAreaValue,
  };
  return { localization, area };
}

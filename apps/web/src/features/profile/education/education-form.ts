import { type Education, EducationBody, type EducationInput } from '@handlowo/contract';
import { z } from 'zod';
import { itemLocationDefaults } from '../item-location/item-location.ts';
import { bodyCheckedForm } from '../month-range/body-checked-form.ts';
import {
  PeriodForm,
  periodDates,
  periodDefaults,
  periodFields,
} from '../month-range/period-form.ts';

type Localization = EducationInput['localization'];

/**
 * 'Dodaj wykształcenie' and 'Edytuj szkołę lub uczelnię': field of study, institution, location
 * and the period, checked by the contract's EducationBody, whose output the form submits.
 */
const EducationFields = z.object({
  nameOfEducation: z.string(),
  titleOfEducation: z.string(),
  location: z.object({ country: z.string(), state: z.string(), city: z.string() }),
  period: PeriodForm,
});
export type EducationFormInput = z.input<typeof EducationFields>;

/** The D45/D46 body of the form; ongoing sends `endDate: null`. */
export function educationBody(values: EducationFormInput): EducationInput {
  const dates = periodDates(values.period);
  return {
    nameOfEducation: values.nameOfEducation,
    titleOfEducation: values.titleOfEducation,
    // '' while the pickers are incomplete: their own messages show, not the body's.
    startDate: dates?.start ?? '',
    endDate: dates?.end ?? null,
    localization: {
      // The selects hold '' or a dictionary key; the body schema checks which.
      country: values.location.country as Localization['country'],
      state: values.location.state as Localization['state'],
      city: values.location.city,
    },
  };
}

function fieldOf(path: readonly PropertyKey[], values: EducationFormInput) {
  const [key, inner] = path;
  if (key === 'startDate' || key === 'endDate') {
    if (!periodDates(values.period)) return null;
    return key === 'endDate' ? periodFields.end : periodFields.start;
  }
  if (key === 'localization') return ['location', inner ?? 'country'];
  return key === undefined ? null : [key];
}

export const EducationForm = bodyCheckedForm(
  EducationFields,
  EducationBody,
  educationBody,
  fieldOf,
);

export function educationDefaults(saved?: Education): EducationFormInput {
  return {
    nameOfEducation: saved?.nameOfEducation ?? '',
    titleOfEducation: saved?.titleOfEducation ?? '',
    location: itemLocationDefaults(saved?.localization),
    period: periodDefaults(saved?.startDate, saved?.endDate),
  };
}

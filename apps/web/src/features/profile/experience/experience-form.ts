import {
  type WorkExperience,
  WorkExperienceBody,
  type WorkExperienceInput,
} from '@handlowo/contract';
import { z } from 'zod';
import { type ItemLocationInput, itemLocationDefaults } from '../item-location/item-location.ts';
import { bodyCheckedForm } from '../month-range/body-checked-form.ts';
import {
  PeriodForm,
  periodDates,
  periodDefaults,
  periodFields,
} from '../month-range/period-form.ts';

/**
 * 'Dodaj doświadczenie' and 'Edytuj stanowisko': job title, company, location (country, state,
 * city) and the period, checked by the contract's WorkExperienceBody, whose output the form
 * submits.
 */
const ExperienceFields = z.object({
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.object({ country: z.string(), state: z.string(), city: z.string() }),
  period: PeriodForm,
});
export type ExperienceFormInput = z.input<typeof ExperienceFields>;

/** The D41/D42 body of the form; ongoing sends `endDate: null` (API.md D41). */
export function experienceBody(values: ExperienceFormInput): WorkExperienceInput {
  const dates = periodDates(values.period);
  return {
    jobTitle: values.jobTitle,
    companyName: values.companyName,
    // The selects hold '' or a dictionary key; the body schema checks which.
    country: values.location.country as WorkExperienceInput['country'],
    state: values.location.state as WorkExperienceInput['state'],
    city: values.location.city,
    // '' while the pickers are incomplete: their own messages show, not the body's.
    startDate: dates?.start ?? '',
    endDate: dates?.end ?? null,
  };
}

const locationKeys = new Set<PropertyKey>(['country', 'state', 'city']);

function fieldOf(path: readonly PropertyKey[], values: ExperienceFormInput) {
  const [key] = path;
  if (key === 'startDate' || key === 'endDate') {
    if (!periodDates(values.period)) return null;
    return key === 'endDate' ? periodFields.end : periodFields.start;
  }
  if (key !== undefined && locationKeys.has(key)) return ['location', key];
  return key === undefined ? null : [key];
}

export const ExperienceForm = bodyCheckedForm(
  ExperienceFields,
  WorkExperienceBody,
  experienceBody,
  fieldOf,
);

export function experienceDefaults(saved?: WorkExperience): ExperienceFormInput {
  const location: ItemLocationInput = itemLocationDefaults(saved);
  return {
    jobTitle: saved?.jobTitle ?? '',
    companyName: saved?.companyName ?? '',
    location,
    period: periodDefaults(saved?.startDate, saved?.endDate),
  };
}

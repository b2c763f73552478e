import {
  ExperienceLevel,
  type FreelancerData,
  firstNameField,
  lastNameField,
  profileMessages as m,
  optionalCompanyField,
} from '@handlowo/contract';
import { z } from 'zod';

/** 'Edytuj dane podstawowe' (spec document 2 section 5, "Profile form"); selects hold '' when empty. */
export const PrimaryInfoForm = z.object({
  specializationId: z.string().min(1, m.specializationRequired),
  firstName: firstNameField,
  lastName: lastNameField,
  company: optionalCompanyField,
  experienceLevel: z
    .string()
    .pipe(z.enum(ExperienceLevel.options, { error: m.experienceRequired })),
  incomeGoal: z.string().min(1, m.incomeGoalRequired),
});
export type PrimaryInfoFormInput = z.input<typeof PrimaryInfoForm>;
export type PrimaryInfoFormValues = z.output<typeof PrimaryInfoForm>;

export function primaryInfoDefaults(freelancer: FreelancerData): PrimaryInfoFormInput {
  return {
    specializationId: freelancer.specialization ? String(freelancer.specialization.id) : '',
    firstName: freelancer.firstName,
    lastName: freelancer.lastName,
    company: freelancer.company ?? '',
    experienceLevel: freelancer.experienceLevel ?? '',
    incomeGoal: freelancer.incomeGoal ?? '',
  };
}

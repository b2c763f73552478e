import type { ExperienceLevel, NameBody } from '@handlowo/contract';
import { updateExperienceLevel } from '@/features/onboarding/freelancer/api/update-experience-level.ts';
import { updateIncomeGoal } from '@/features/onboarding/freelancer/api/update-income-goal.ts';
import { updateSpecialization } from '@/features/onboarding/freelancer/api/update-specialization.ts';
import { api } from '@/lib/api-client.ts';

/** D11: JSON `{firstName, lastName}`. */
export function updateName(name: NameBody): Promise<null> {
  return api.patch<null>('/freelancer/me/name', name);
}

/** D12: multipart with the field `company`; null sends it empty, which removes the company. */
export function updateCompany(company: string | null): Promise<null> {
  const form = new FormData();
  form.append('company', company ?? '');
  return api.patch<null>('/freelancer/me/company', form);
}

export interface PrimaryInfo {
  freelancerId: number;
  specializationId: number;
  firstName: string;
  lastName: string;
  company: string | null;
  experienceLevel: ExperienceLevel;
  incomeGoal: string;
}

/**
 * The primary-info save: five calls one after another in the spec's order (document 2 section 4:
 * specialization, name, company, experience level, income goal); a failure stops the rest.
 */
export async function savePrimaryInfo(info: PrimaryInfo): Promise<void> {
  await updateSpecialization({
    freelancerId: info.freelancerId,
    specializationId: info.specializationId,
  });
  await updateName({ firstName: info.firstName, lastName: info.lastName });
  await updateCompany(info.company);
  await updateExperienceLevel(info.experienceLevel);
  await updateIncomeGoal(info.incomeGoal);
}

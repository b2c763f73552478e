import { z } from 'zod';
import { ExperienceLevel, Weekday } from '../common/enum-schemas.ts';
import { coercedIdField, idField } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { scalarBody } from '../common/scalar-body.ts';
import { SalesTool, Sector, Specialization, SubIndustry } from '../reference/schemas.ts';

/** FreelancerActivity (API.md 3.3). */
export const FreelancerActivity = z.object({
  id: z.number().optional(),
  activityId: z.number(),
  name: z.string(),
  info: z.string().optional(),
  level: z.number().int().min(1).max(5),
  points: z.number().nullable(),
  orderCount: z.number().nullable(),
});
export type FreelancerActivity = z.infer<typeof FreelancerActivity>;

/** FreelancerData — A9 GET /freelancer/me (API.md 3.1). Unset scalars null, unset lists []. */
export const FreelancerData = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  role: z.literal('FREELANCER'),
  isOnboardingPassed: z.boolean(),
  experienceLevel: ExperienceLevel.nullable(),
  specialization: Specialization.nullable(),
  workingDays: z.array(Weekday),
  workingHours: z.string().nullable(),
  incomeGoal: z.string().nullable(),
  subIndustries: z.array(SubIndustry),
  typeOfSales: z.string().nullable(),
  sectors: z.array(Sector),
  selectedActivities: z.array(FreelancerActivity),
  salesTools: z.array(SalesTool),
  workExperiences: z.array(z.unknown()),
});
export type FreelancerData = z.infer<typeof FreelancerData>;

function uniqueList<T extends z.ZodType>(item: T, min: number, minMessage: string) {
  return z
    .array(item, { error: messages.invalidBody })
    .min(min, minMessage)
    .max(200, messages.invalidBody)
    .refine((list) => new Set(list.map((v) => JSON.stringify(v))).size === list.length, {
      message: messages.duplicateItems,
    });
}

/** B3 */
export const ExperienceLevelBody = scalarBody('experienceLevel', ExperienceLevel);
/** B2: the specialization id as scalar text (`7` or `"7"`). */
export const SpecializationBody = scalarBody('specializationId', coercedIdField);
/** B4 */
export const WorkingDaysBody = uniqueList(Weekday, 1, messages.workingDaysRequired);
/** B6, B8, B12: option keys, checked against the database by the service. */
export const WorkingHourBody = scalarBody('workingHour', z.string().min(1).max(64));
export const IncomeGoalBody = scalarBody('incomeGoal', z.string().min(1).max(64));
export const TypeOfSalesBody = scalarBody('typeOfSales', z.string().min(1).max(64));
/** B10: sub-industry ids in display order. */
export const IndustriesBody = uniqueList(idField, 1, messages.subIndustriesRequired);
/** B14: the profile may send [] (API.md B14). */
export const SectorsBody = uniqueList(idField, 0, messages.sectorsRequired);
/** B16: level 0 entries are dropped; duplicate activityId is refused. */
export const ActivitiesBody = z
  .array(z.object({ activityId: idField, level: z.number().int().min(0).max(5) }), {
    error: messages.invalidBody,
  })
  .max(200, messages.invalidBody)
  .refine((list) => new Set(list.map((a) => a.activityId)).size === list.length, {
    message: messages.duplicateItems,
  })
  .transform((list) => list.filter((a) => a.level > 0));
/** B18 */
export const ToolsBody = uniqueList(idField, 1, messages.salesToolsRequired);

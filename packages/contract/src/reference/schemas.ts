import { z } from 'zod';
import { toolKind } from '../common/enums.ts';

/** Dictionary items of API.md 3.2. Option keys are opaque strings the client only echoes. */
export const Specialization = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
});
export type Specialization = z.infer<typeof Specialization>;

export const WorkingHourOption = z.object({ workingHour: z.string(), description: z.string() });
export type WorkingHourOption = z.infer<typeof WorkingHourOption>;

/** `range` never contains ' / ' (the client splits select labels on it). */
export const IncomeGoalOption = z.object({
  incomeGoal: z.string(),
  range: z.string(),
  description: z.string(),
});
export type IncomeGoalOption = z.infer<typeof IncomeGoalOption>;

export const SubIndustry = z.object({ id: z.number(), name: z.string(), info: z.string() });
export type SubIndustry = z.infer<typeof SubIndustry>;

export const Industry = z.object({
  id: z.number(),
  name: z.string(),
  subIndustries: z.array(SubIndustry),
});
export type Industry = z.infer<typeof Industry>;

export const TypeOfSalesOption = z.object({ typeOfSales: z.string(), description: z.string() });
export type TypeOfSalesOption = z.infer<typeof TypeOfSalesOption>;

export const Sector = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type Sector = z.infer<typeof Sector>;

export const Activity = z.object({ id: z.number(), name: z.string(), info: z.string() });
export type Activity = z.infer<typeof Activity>;

/** `kind` is a ToolKind key; CRMs use `CRM` (API.md 2.2). */
export const SalesTool = z.object({
  id: z.number(),
  toolName: z.string(),
  kind: z.string().describe(`One of ${toolKind.keys.join(', ')}`),
});
export type SalesTool = z.infer<typeof SalesTool>;

/** Tool names the client draws a logo for (API.md 2.2). */
export const CRM_TOOL_NAMES = [
  'Pipedrive',
  'Salesforce',
  'HubSpot',
  'Zoho',
  'MSC Dynamics 365',
  'Copper',
  'Livespace',
  'Monday',
] as const;

export const CountryOption = z.object({ name: z.literal('POLAND'), description: z.string() });
export type CountryOption = z.infer<typeof CountryOption>;
export const StateOption = z.object({ state: z.string(), description: z.string() });
export type StateOption = z.infer<typeof StateOption>;
export const LanguageOption = z.object({ name: z.string(), language: z.string() });

/** Investor option lists (API.md C). */
export const TargetedOption = z.object({
  name: z.string(),
  target: z.string(),
  description: z.string(),
});
export type TargetedOption = z.infer<typeof TargetedOption>;
export const PlainOption = z.object({ name: z.string(), description: z.string() });
export type PlainOption = z.infer<typeof PlainOption>;

export const MainTask = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type MainTask = z.infer<typeof MainTask>;
export const Pipeline = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  goal: z.string(),
  pipelineMainTasks: z.array(MainTask),
});
export type Pipeline = z.infer<typeof Pipeline>;

/** E7: `name` is the key products send; the select shows `description`, the info `target`. */
export const CompanySize = z.object({
  name: z.string(),
  description: z.string(),
  target: z.string(),
});
export type CompanySize = z.infer<typeof CompanySize>;

/** E8: buyer personas, grouped for the select by `groupName`. */
export const BuyerPerson = z.object({ id: z.number(), name: z.string(), groupName: z.string() });
export type BuyerPerson = z.infer<typeof BuyerPerson>;

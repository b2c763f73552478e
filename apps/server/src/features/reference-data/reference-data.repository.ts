import type {
  Activity,
  BuyerPerson,
  CompanySize,
  IncomeGoalOption,
  Industry,
  PlainOption,
  SalesTool,
  Sector,
  Specialization,
  TargetedOption,
  TypeOfSalesOption,
  WorkingHourOption,
} from '@handlowo/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  buyerPersons,
  companySizes,
  countries,
  incomeGoals,
  industries,
  languages,
  type PlainOptionsTable,
  salesTools,
  sectors,
  specializations,
  states,
  subIndustries,
  type TargetedOptionsTable,
  typesOfSales,
  workingHours,
} from '../../db/schema/index.ts';

/* Dictionary reads, always in display order (`position`). */

export function listSpecializations(db: Executor): Promise<Specialization[]> {
  return db
    .select({
      id: specializations.id,
      name: specializations.name,
      description: specializations.description,
    })
    .from(specializations)
    .orderBy(asc(specializations.position));
}

export function listWorkingHours(db: Executor): Promise<WorkingHourOption[]> {
  return db
    .select({ workingHour: workingHours.workingHour, description: workingHours.description })
    .from(workingHours)
    .orderBy(asc(workingHours.position));
}

export function listIncomeGoals(db: Executor): Promise<IncomeGoalOption[]> {
  return db
    .select({
      incomeGoal: incomeGoals.incomeGoal,
      range: incomeGoals.range,
      description: incomeGoals.description,
    })
    .from(incomeGoals)
    .orderBy(asc(incomeGoals.position));
}

/** Two queries (industries, then all sub-industries) grouped in memory: both lists are small. */
export async function listIndustries(db: Executor): Promise<Industry[]> {
  const [parents, children] = await Promise.all([
    db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .orderBy(asc(industries.position)),
    db
      .select({
        id: subIndustries.id,
        industryId: subIndustries.industryId,
        name: subIndustries.name,
        info: subIndustries.info,
      })
      .from(subIndustries)
      .orderBy(asc(subIndustries.position)),
  ]);
  const byIndustry = new Map<number, Industry['subIndustries']>();
  for (const { industryId, ...sub } of children) {
    const list = byIndustry.get(industryId) ?? [];
    list.push(sub);
    byIndustry.set(industryId, list);
  }
  return parents.map((industry) => ({
    ...industry,
    subIndustries: byIndustry.get(industry.id) ?? [],
  }));
}

export function listTypesOfSales(db: Executor): Promise<TypeOfSalesOption[]> {
  return db
    .select({ typeOfSales: typesOfSales.typeOfSales, description: typesOfSales.description })
    .from(typesOfSales)
    .orderBy(asc(typesOfSales.position));
}

export function listSectors(db: Executor): Promise<Sector[]> {
  return db
    .select({ id: sectors.id, name: sectors.name, description: sectors.description })
    .from(sectors)
    .orderBy(asc(sectors.position));
}

export function listActivities(db: Executor): Promise<Activity[]> {
  return db
    .select({ id: activities.id, name: activities.name, info: activities.info })
    .from(activities)
    .orderBy(asc(activities.position));
}

export function listSalesTools(db: Executor): Promise<SalesTool[]> {
  return db
    .select({ id: salesTools.id, toolName: salesTools.toolName, kind: salesTools.kind })
    .from(salesTools)
    .orderBy(asc(salesTools.position));
}

export function listTargetedOptions(
  db: Executor,
  table: TargetedOptionsTable,
): Promise<TargetedOption[]> {
  return db
    .select({ name: table.name, target: table.target, description: table.description })
    .from(table)
    .orderBy(asc(table.position));
}

export function listPlainOptions(db: Executor, table: PlainOptionsTable): Promise<PlainOption[]> {
  return db
    .select({ name: table.name, description: table.description })
    .from(table)
    .orderBy(asc(table.position));
}

export function listCountries(db: Executor) {
  return db
    .select({ name: countries.name, description: countries.description })
    .from(countries)
    .orderBy(asc(countries.position));
}

export function listStates(db: Executor) {
  return db
    .select({ state: states.state, description: states.description })
    .from(states)
    .orderBy(asc(states.position));
}

export function listLanguages(db: Executor) {
  return db
    .select({ name: languages.name, language: languages.language })
    .from(languages)
    .orderBy(asc(languages.position));
}

export function listCompanySizes(db: Executor): Promise<CompanySize[]> {
  return db
    .select({
      name: companySizes.name,
      description: companySizes.description,
      target: companySizes.target,
    })
    .from(companySizes)
    .orderBy(asc(companySizes.position));
}

/** In display order, which keeps each `groupName` together (the seed lists groups contiguously). */
export function listBuyerPersons(db: Executor): Promise<BuyerPerson[]> {
  return db
    .select({ id: buyerPersons.id, name: buyerPersons.name, groupName: buyerPersons.groupName })
    .from(buyerPersons)
    .orderBy(asc(buyerPersons.position));
}

/* Existence checks the onboarding services run before writing, so that a bad key is a 400. */

/** True when `key` is a row of `table` (a key-addressed dictionary). */
export async function keyExists(db: Executor, table: PgTable, column: PgColumn, key: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(column, key));
  return (row?.n ?? 0) > 0;
}

/** True when every id of the (duplicate-free) list is a row of `table`. */
export async function allIdsExist(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(column, [...ids]));
  return (row?.n ?? 0) === new Set(ids).size;
}

import { createHash } from 'node:crypto';
import { and, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import {
  activities as activitiesTable,
  activityDestinies as activityDestiniesTable,
  businessTypes as businessTypesTable,
  buyerPersons as buyerPersonsTable,
  companySizes as companySizesTable,
  countries as countriesTable,
  employeeCountRanges as employeeCountRangesTable,
  goToMarketStrategies as goToMarketStrategiesTable,
  incomeGoals as incomeGoalsTable,
  industries as industriesTable,
  investorRoles as investorRolesTable,
  languages as languagesTable,
  organizationStages as organizationStagesTable,
  pipelineMainTaskActivities as pipelineMainTaskActivitiesTable,
  pipelineMainTasks as pipelineMainTasksTable,
  pipelines as pipelinesTable,
  salesTools as salesToolsTable,
  sectors as sectorsTable,
  specializations as specializationsTable,
  states as statesTable,
  subIndustries as subIndustriesTable,
  typesOfSales as typesOfSalesTable,
  workingHours as workingHoursTable,
} from '../../../db/schema/index.ts';
import { referenceDataChanged } from '../../../lib/reference-cache.ts';
import { activities } from './activities.ts';
import { activityDestinies } from './activity-destinies.ts';
import { businessTypes } from './business-types.ts';
import { buyerPersons } from './buyer-persons.ts';
import { companySizes } from './company-sizes.ts';
import { countries } from './countries.ts';
import { employeeCountRanges } from './employee-count-ranges.ts';
import { goToMarketStrategies } from './go-to-market-strategies.ts';
import { incomeGoals } from './income-goals.ts';
import { industries } from './industries.ts';
import { investorRoles } from './investor-roles.ts';
import { languages } from './languages.ts';
import { mainTaskActivities } from './main-task-activities.ts';
import { organizationStages } from './organization-stages.ts';
import { pipelines } from './pipelines.ts';
import { salesTools } from './sales-tools.ts';
import { sectors } from './sectors.ts';
import { specializations } from './specializations.ts';
import { states } from './states.ts';
import { typesOfSales } from './types-of-sales.ts';
import { workingHours } from './working-hours.ts';

/**
 * Upserts every dictionary on its natural key. Idempotent: texts and positions follow the data
 * files, ids of existing rows never change (answers refer to them). Items removed from a data
 * file are left in place, because saved answers may still point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction((tx) => applyReferenceData(tx));
  // This process sees the change at once; other instances within a second (reference-cache.ts).
  referenceDataChanged(db);
}

/**
 * The start-up seed: the same upserts, skipped when the database already holds exactly this
 * seed (see seedFingerprint). Every upsert statement bumps the reference data version
 * (migration 0006), so an unchanged start would otherwise invalidate every instance's cache and
 * cost a few hundred milliseconds of writes. Resolves true when it wrote.
 */
export async function seedReferenceDataIfChanged(db: Database): Promise<boolean> {
  const fingerprint = await seedFingerprint(db);
  if ((await storedFingerprint(db)) === fingerprint) return false;
  await db.transaction(async (tx) => {
    await applyReferenceData(tx);
    // Committed with the rows it describes: a failed seed leaves the old value, so it reruns.
    await tx.execute(sql`update reference_data_version set seed_fingerprint = ${fingerprint}`);
  });
  referenceDataChanged(db);
  return true;
}

/** The fingerprint of the last applied seed (migration 0006's `reference_data_version` row). */
async function storedFingerprint(db: Database): Promise<string | undefined> {
  const result = await db.execute(sql`select seed_fingerprint from reference_data_version`);
  const row = rowsOf(result, z.object({ seed_fingerprint: z.string().nullable() }))[0];
  return row?.seed_fingerprint ?? undefined;
}

/**
 * Hash of everything that decides what the seed writes: the data files, the code that writes
 * them, and the latest applied migration (a migration may alter or refill dictionary tables, so
 * the first start after one always seeds again).
 */
export async function seedFingerprint(db: Database): Promise<string> {
  const migration = rowsOf(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id desc limit 1`),
    z.object({ hash: z.string() }),
  );
  const hash = createHash('sha256');
  hash.update(JSON.stringify(seedData));
  for (const fn of seedCode) hash.update(fn.toString());
  hash.update(migration[0]?.hash ?? '');
  return hash.digest('hex');
}

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown, row: z.ZodType<T>): T[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

async function applyReferenceData(tx: Executor): Promise<void> {
  await upsert(tx, specializationsTable, 'code', specializations);
  await upsert(tx, workingHoursTable, 'workingHour', workingHours);
  await upsert(tx, incomeGoalsTable, 'incomeGoal', incomeGoals);
  await upsert(tx, typesOfSalesTable, 'typeOfSales', typesOfSales);
  await upsert(tx, sectorsTable, 'code', sectors);
  await upsert(tx, activitiesTable, 'code', activities);
  await upsert(tx, salesToolsTable, 'toolName', salesTools);
  await seedIndustries(tx);
  await upsert(tx, activityDestiniesTable, 'name', activityDestinies);
  await upsert(tx, organizationStagesTable, 'name', organizationStages);
  await upsert(tx, goToMarketStrategiesTable, 'name', goToMarketStrategies);
  await upsert(tx, businessTypesTable, 'name', businessTypes);
  await upsert(tx, investorRolesTable, 'name', investorRoles);
  await upsert(tx, employeeCountRangesTable, 'name', employeeCountRanges);
  await upsert(tx, countriesTable, 'name', countries);
  await upsert(tx, statesTable, 'state', states);
  await upsert(tx, languagesTable, 'language', languages);
  await seedPipelines(tx);
  await seedMainTaskActivities(tx);
  await upsert(tx, companySizesTable, 'name', companySizes);
  await upsert(tx, buyerPersonsTable, 'code', buyerPersons);
}

/** Stages keep their fixed ids (the client's icons); tasks follow on `code`, moved with their stage. */
async function seedPipelines(tx: Executor): Promise<void> {
  await upsert(
    tx,
    pipelinesTable,
    'id',
    pipelines.map(({ id, name, description, goal }) => ({ id, name, description, goal })),
  );
  // One position sequence across all stages, as for sub-industries: order within a stage holds.
  await upsert(
    tx,
    pipelineMainTasksTable,
    'code',
    pipelines.flatMap((pipeline) =>
      pipeline.mainTasks.map((task) => ({ ...task, pipelineId: pipeline.id })),
    ),
  );
}

/**
 * The main task → activities map is replaced per task (not only added to): a stale pair would keep
 * rewarding a skill in the fit score after the data file dropped it. Nothing refers to these rows.
 */
async function seedMainTaskActivities(tx: Executor): Promise<void> {
  const codes = Object.keys(mainTaskActivities);
  const tasks = await tx
    .select({ id: pipelineMainTasksTable.id, code: pipelineMainTasksTable.code })
    .from(pipelineMainTasksTable)
    .where(inArray(pipelineMainTasksTable.code, codes));
  const services = await tx
    .select({ id: activitiesTable.id, code: activitiesTable.code })
    .from(activitiesTable);
  const taskId = new Map(tasks.map((t) => [t.code, t.id]));
  const activityId = new Map(services.map((a) => [a.code, a.id]));
  const pairs = Object.entries(mainTaskActivities).flatMap(([task, activityCodes]) => {
    const pipelineMainTaskId = taskId.get(task);
    if (pipelineMainTaskId === undefined) throw new Error(`main task ${task} was not seeded`);
    return activityCodes.map((code) => {
      const id = activityId.get(code);
      if (id === undefined) throw new Error(`activity ${code} was not seeded`);
      return { pipelineMainTaskId, activityId: id };
    });
  });
  for (const [task, id] of taskId) {
    if (!pairs.some((p) => p.pipelineMainTaskId === id)) throw new Error(`${task} maps to nothing`);
  }
  const t = pipelineMainTaskActivitiesTable;
  await tx.delete(t).where(
    and(
      inArray(t.pipelineMainTaskId, [...taskId.values()]),
      sql`(${t.pipelineMainTaskId}, ${t.activityId}) not in (${sql.join(
        pairs.map((p) => sql`(${p.pipelineMainTaskId}::int, ${p.activityId}::int)`),
        sql`, `,
      )})`,
    ),
  );
  await tx.insert(pipelineMainTaskActivitiesTable).values(pairs).onConflictDoNothing();
}

async function seedIndustries(tx: Executor): Promise<void> {
  const rows = await tx
    .insert(industriesTable)
    .values(industries.map(({ code, name }, position) => ({ code, name, position })))
    .onConflictDoUpdate({ target: industriesTable.code, set: overwrite(industriesTable, 'code') })
    .returning({ id: industriesTable.id, code: industriesTable.code });
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  // One position sequence across all sub-industries keeps ordering simple in every query.
  const subRows = industries.flatMap((industry) => {
    const industryId = idByCode.get(industry.code);
    if (industryId === undefined) throw new Error(`industry ${industry.code} was not seeded`);
    return industry.subIndustries.map((sub) => ({ ...sub, industryId }));
  });
  await upsert(tx, subIndustriesTable, 'code', subRows);
}

/**
 * `insert … on conflict (key) do update` setting every other column from the proposed row; an
 * item's display `position` is its index in the list.
 */
async function upsert<T extends PgTable>(
  tx: Executor,
  table: T,
  key: keyof T['$inferInsert'] & string,
  items: readonly Omit<T['$inferInsert'], 'position'>[],
): Promise<void> {
  if (items.length === 0) return;
  const rows: T['$inferInsert'][] = items.map((item, position) => ({ ...item, position }));
  const columns = getTableColumns(table);
  const target = columns[key];
  if (!target) throw new Error(`unknown key column ${key}`);
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: overwrite(table, key) });
}

function overwrite(table: PgTable, key: string): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    // The key stays, and so does a serial id: answers refer to it.
    if (property === key || property === 'id') continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Every data file the seed writes, for the fingerprint. */
const seedData = {
  specializations,
  workingHours,
  incomeGoals,
  typesOfSales,
  sectors,
  activities,
  salesTools,
  industries,
  activityDestinies,
  organizationStages,
  goToMarketStrategies,
  businessTypes,
  investorRoles,
  employeeCountRanges,
  countries,
  states,
  languages,
  pipelines,
  mainTaskActivities,
  companySizes,
  buyerPersons,
};

/** The code that writes them: a changed rule (e.g. what an upsert overwrites) reseeds too. */
const seedCode = [
  applyReferenceData,
  seedPipelines,
  seedMainTaskActivities,
  seedIndustries,
  upsert,
  overwrite,
];

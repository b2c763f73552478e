import { CRM_TOOL_NAMES, toolKind } from '@handlowo/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import {
  activities as activitiesTable,
  buyerPersons as buyerPersonsTable,
  companySizes as companySizesTable,
  pipelineMainTaskActivities,
  pipelineMainTasks,
  pipelines as pipelinesTable,
  sectors as sectorsTable,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { activities } from './activities.ts';
import { activityDestinies } from './activity-destinies.ts';
import { businessTypes } from './business-types.ts';
import { buyerPersons } from './buyer-persons.ts';
import { companySizes } from './company-sizes.ts';
import { employeeCountRanges } from './employee-count-ranges.ts';
import { goToMarketStrategies } from './go-to-market-strategies.ts';
import { incomeGoals } from './income-goals.ts';
import { industries } from './industries.ts';
import { investorRoles } from './investor-roles.ts';
import { mainTaskActivities } from './main-task-activities.ts';
import { organizationStages } from './organization-stages.ts';
import { pipelines } from './pipelines.ts';
import { salesTools } from './sales-tools.ts';
import { sectors } from './sectors.ts';
import { seedReferenceData, seedReferenceDataIfChanged } from './seed-reference-data.ts';
import { specializations } from './specializations.ts';
import { typesOfSales } from './types-of-sales.ts';
import { workingHours } from './working-hours.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const filled = (values: readonly string[]) => values.every((v) => v.trim().length > 0);

describe('reference data files', () => {
  it('have unique natural keys', () => {
    expect(unique(specializations.map((s) => s.code))).toBe(true);
    expect(unique(sectors.map((s) => s.code))).toBe(true);
    expect(unique(activities.map((a) => a.code))).toBe(true);
    expect(unique(industries.map((i) => i.code))).toBe(true);
    expect(unique(industries.flatMap((i) => i.subIndustries.map((s) => s.code)))).toBe(true);
    expect(unique(salesTools.map((t) => t.toolName))).toBe(true);
    expect(unique(workingHours.map((w) => w.workingHour))).toBe(true);
    expect(unique(incomeGoals.map((g) => g.incomeGoal))).toBe(true);
    for (const list of [
      activityDestinies,
      organizationStages,
      goToMarketStrategies,
      businessTypes,
      investorRoles,
      employeeCountRanges,
    ]) {
      expect(unique(list.map((o) => o.name))).toBe(true);
    }
  });

  it('have the sizes the brief asks for and a text for every tooltip', () => {
    expect(specializations.length).toBeGreaterThanOrEqual(15);
    expect(sectors.length).toBeGreaterThanOrEqual(15);
    expect(activities.length).toBeGreaterThanOrEqual(10);
    expect(industries.length).toBeGreaterThanOrEqual(6);
    for (const industry of industries)
      expect(industry.subIndustries.length).toBeGreaterThanOrEqual(3);
    expect(filled(specializations.map((s) => s.description))).toBe(true);
    expect(filled(sectors.map((s) => s.description))).toBe(true);
    expect(filled(activities.map((a) => a.info))).toBe(true);
    expect(filled(industries.flatMap((i) => i.subIndustries.map((s) => s.info)))).toBe(true);
    expect(filled(incomeGoals.map((g) => g.description))).toBe(true);
    expect(typesOfSales.map((t) => t.typeOfSales)).toEqual(['B2B', 'B2C', 'B2B_B2C']);
  });

  it('never put the select-label separator in an income range', () => {
    for (const goal of incomeGoals) expect(goal.range).not.toContain(' / ');
  });

  it('seed the CRMs under their exact logo names and every other tool under a known kind', () => {
    const crms = salesTools.filter((t) => t.kind === 'CRM').map((t) => t.toolName);
    expect(crms).toEqual([...CRM_TOOL_NAMES]);
    for (const kind of toolKind.keys.filter((k) => k !== 'CRM')) {
      expect(salesTools.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the service wizard dictionaries (E1, E2, E7, E8)', () => {
  const tasks = pipelines.flatMap((p) => p.mainTasks);

  it('are five funnel stages with ids 1–5 in funnel order, each with 4–8 main tasks', () => {
    expect(pipelines.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    for (const pipeline of pipelines) {
      expect(pipeline.mainTasks.length, pipeline.name).toBeGreaterThanOrEqual(4);
      expect(pipeline.mainTasks.length, pipeline.name).toBeLessThanOrEqual(8);
    }
  });

  it('have unique keys: task codes across all stages, task names within a stage', () => {
    expect(unique(tasks.map((t) => t.code))).toBe(true);
    for (const pipeline of pipelines) {
      expect(unique(pipeline.mainTasks.map((t) => t.name))).toBe(true);
    }
    expect(unique(pipelines.map((p) => p.name))).toBe(true);
    expect(unique(companySizes.map((c) => c.name))).toBe(true);
    expect(unique(buyerPersons.map((b) => b.code))).toBe(true);
    expect(unique(buyerPersons.map((b) => b.name))).toBe(true);
  });

  it('have no empty text', () => {
    expect(filled(pipelines.flatMap((p) => [p.name, p.description, p.goal]))).toBe(true);
    expect(filled(tasks.flatMap((t) => [t.code, t.name, t.description]))).toBe(true);
    expect(filled(companySizes.flatMap((c) => [c.name, c.description, c.target]))).toBe(true);
    expect(filled(buyerPersons.flatMap((b) => [b.code, b.name, b.groupName]))).toBe(true);
  });

  it('map every main task, and only those, to 1–3 distinct catalogue activities', () => {
    expect(Object.keys(mainTaskActivities).sort()).toEqual(tasks.map((t) => t.code).sort());
    const known = new Set(activities.map((a) => a.code));
    for (const [task, codes] of Object.entries(mainTaskActivities)) {
      expect(codes.length, task).toBeGreaterThanOrEqual(1);
      expect(codes.length, task).toBeLessThanOrEqual(3);
      expect(unique(codes), task).toBe(true);
      for (const code of codes) expect(known.has(code), `${task} → ${code}`).toBe(true);
    }
    expect(mainTaskActivities.COLD_CALLING?.[0]).toBe('COLD_CALLING');
    const meetings = activities.find((a) => a.name === 'Umawianie spotkań');
    expect(mainTaskActivities.MEETING_SETTING?.[0]).toBe(meetings?.code);
  });

  it('offer 5–6 company sizes and about ten personas, each group listed together', () => {
    expect(companySizes.length).toBeGreaterThanOrEqual(5);
    expect(companySizes.length).toBeLessThanOrEqual(6);
    expect(buyerPersons.length).toBeGreaterThanOrEqual(9);
    // A select groups by `groupName`: a group split by another one would show twice.
    const groups = buyerPersons.map((b) => b.groupName);
    const runs = groups.filter((group, i) => group !== groups[i - 1]);
    expect(unique(runs)).toBe(true);
  });
});

describe('seeding the service wizard dictionaries', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const snapshot = async (db: Database) => ({
    pipelines: await db.select().from(pipelinesTable).orderBy(asc(pipelinesTable.position)),
    tasks: await db.select().from(pipelineMainTasks).orderBy(asc(pipelineMainTasks.position)),
    sizes: await db.select().from(companySizesTable).orderBy(asc(companySizesTable.position)),
    persons: await db.select().from(buyerPersonsTable).orderBy(asc(buyerPersonsTable.position)),
    taskActivities: await db
      .select({ task: pipelineMainTasks.code, activity: activitiesTable.code })
      .from(pipelineMainTaskActivities)
      .innerJoin(
        pipelineMainTasks,
        eq(pipelineMainTasks.id, pipelineMainTaskActivities.pipelineMainTaskId),
      )
      .innerJoin(activitiesTable, eq(activitiesTable.id, pipelineMainTaskActivities.activityId))
      .orderBy(asc(pipelineMainTasks.code), asc(activitiesTable.code)),
  });

  it('stores the data files in their order, each task under its stage', async () => {
    const { pipelines: rows, tasks, sizes, persons } = await snapshot(app.db);
    expect(rows.map(({ id, name, goal }) => ({ id, name, goal }))).toEqual(
      pipelines.map(({ id, name, goal }) => ({ id, name, goal })),
    );
    expect(tasks.map(({ code, pipelineId }) => ({ code, pipelineId }))).toEqual(
      pipelines.flatMap((p) => p.mainTasks.map(({ code }) => ({ code, pipelineId: p.id }))),
    );
    expect(sizes.map((s) => s.name)).toEqual(companySizes.map((s) => s.name));
    expect(persons.map((p) => p.code)).toEqual(buyerPersons.map((p) => p.code));
  });

  it('stores the main task → activities map exactly as the data file has it', async () => {
    const { taskActivities } = await snapshot(app.db);
    const expected = Object.entries(mainTaskActivities)
      .flatMap(([task, codes]) => codes.map((activity) => ({ task, activity })))
      .sort((a, b) => a.task.localeCompare(b.task) || a.activity.localeCompare(b.activity));
    expect(taskActivities).toEqual(expected);
  });

  it('drops a pair the data file no longer has when seeding again', async () => {
    const [task] = await app.db
      .select({ id: pipelineMainTasks.id })
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.code, 'NEGOTIATION'));
    const [stale] = await app.db
      .select({ id: activitiesTable.id })
      .from(activitiesTable)
      .where(eq(activitiesTable.code, 'BADANIE_RYNKU'));
    if (!task || !stale) throw new Error('seed data missing');
    const before = (await snapshot(app.db)).taskActivities;
    await app.db
      .insert(pipelineMainTaskActivities)
      .values({ pipelineMainTaskId: task.id, activityId: stale.id });
    await seedReferenceData(app.db);
    expect((await snapshot(app.db)).taskActivities).toEqual(before);
  });

  it('is idempotent: a second run keeps every id, text and position', async () => {
    const before = await snapshot(app.db);
    await seedReferenceData(app.db);
    expect(await snapshot(app.db)).toEqual(before);
  });
});

describe('the start-up seed (skipped while nothing it depends on changed)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const firstSector = sectors[0];
  if (!firstSector) throw new Error('no sectors');
  const storedDescription = async () => {
    const [row] = await app.db
      .select({ description: sectorsTable.description })
      .from(sectorsTable)
      .where(eq(sectorsTable.code, firstSector.code));
    return row?.description;
  };

  it('writes nothing when the database holds the current seed', async () => {
    // The test database was prepared as at server start, so the current seed is recorded.
    await app.db
      .update(sectorsTable)
      .set({ description: 'Zmienione poza seedem' })
      .where(eq(sectorsTable.code, firstSector.code));
    expect(await seedReferenceDataIfChanged(app.db)).toBe(false);
    expect(await storedDescription()).toBe('Zmienione poza seedem');
    await seedReferenceData(app.db);
  });

  it('applies a changed data file, then skips again', async () => {
    const original = firstSector.description;
    firstSector.description = 'Opis z nowej wersji pliku danych';
    try {
      expect(await seedReferenceDataIfChanged(app.db)).toBe(true);
      expect(await storedDescription()).toBe('Opis z nowej wersji pliku danych');
      expect(await seedReferenceDataIfChanged(app.db)).toBe(false);
    } finally {
      firstSector.description = original;
    }
    expect(await seedReferenceDataIfChanged(app.db)).toBe(true);
    expect(await storedDescription()).toBe(original);
  });

  it('seeds again after a new migration', async () => {
    await app.db
      .update(sectorsTable)
      .set({ description: 'Zmienione przed migracją' })
      .where(eq(sectorsTable.code, firstSector.code));
    // As if one more migration had been applied since the last seed.
    await app.db.execute(
      sql`update drizzle.__drizzle_migrations set hash = 'a-newer-migration'
          where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    expect(await seedReferenceDataIfChanged(app.db)).toBe(true);
    expect(await storedDescription()).toBe(firstSector.description);
  });
});

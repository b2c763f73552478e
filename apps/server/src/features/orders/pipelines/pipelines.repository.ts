import type { MainTask, Pipeline } from '@handlowo/contract';
import { asc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { pipelineMainTasks, pipelines } from '../../../db/schema/index.ts';

/**
 * A stage's main tasks in display order as one JSON column (`[]`, never null, when none), so that
 * a stage with its tasks, or a list of them, is one statement. `pipelineId` is the outer query's
 * stage id column; the order read (A10) embeds the same fragment.
 */
export function mainTasksOf(pipelineId: PgColumn): SQL<MainTask[]> {
  // Drizzle writes a single-table query's columns unqualified, and a bare "id" inside the
  // subquery would mean the task's id: name the outer table explicitly.
  const outer = sql`${sql.identifier(getTableName(pipelineId.table))}.${sql.identifier(pipelineId.name)}`;
  return sql<MainTask[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${pipelineMainTasks.id},
      'name', ${pipelineMainTasks.name},
      'description', ${pipelineMainTasks.description}
    ) order by ${pipelineMainTasks.position})
    from ${pipelineMainTasks} where ${pipelineMainTasks.pipelineId} = ${outer}
  ), '[]'::json)`;
}

function selectPipelines(db: Executor) {
  return db
    .select({
      id: pipelines.id,
      name: pipelines.name,
      description: pipelines.description,
      goal: pipelines.goal,
      pipelineMainTasks: mainTasksOf(pipelines.id),
    })
    .from(pipelines)
    .$dynamic();
}

/** E1: every stage in funnel order with its main tasks, in one query. */
export function listPipelines(db: Executor): Promise<Pipeline[]> {
  return selectPipelines(db).orderBy(asc(pipelines.position));
}

/** E2: the stage's main tasks in one query; undefined when there is no such stage. */
export async function findPipelineMainTasks(
  db: Executor,
  pipelineId: number,
): Promise<MainTask[] | undefined> {
  const [row] = await selectPipelines(db).where(eq(pipelines.id, pipelineId));
  return row?.pipelineMainTasks;
}

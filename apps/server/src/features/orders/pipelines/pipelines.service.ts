import type { MainTask } from '@handlowo/contract';
import { wizardMessages } from '@handlowo/contract';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { findPipelineMainTasks } from './pipelines.repository.ts';

export { listPipelines } from './pipelines.repository.ts';

/** E2: an unknown stage is a 404, not an empty list, so a stale id is told apart from no tasks. */
export async function getPipelineMainTasks(db: Executor, pipelineId: number): Promise<MainTask[]> {
  const tasks = await findPipelineMainTasks(db, pipelineId);
  if (!tasks) throw notFound(wizardMessages.pipelineNotFound, 'PIPELINE_NOT_FOUND');
  return tasks;
}

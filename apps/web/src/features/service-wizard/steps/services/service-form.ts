import {
  amountField,
  ORDER_PERIODS,
  type OrderActivity,
  OrderActivityBody,
  type OrderPeriod,
  type Pipeline,
  periodField,
  serviceDescriptionField,
  startDateField,
  wizardMessages,
} from '@handlowo/contract';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/**
 * The service modal's form (spec document 2 section 5 "Service details"): the contract's fields,
 * fed with what the Mantine inputs hold. Nothing chosen or typed yet ('' or null) gives each
 * field's "required" message.
 */
const m = wizardMessages;
const periodValues = ORDER_PERIODS.map(String) as [string, ...string[]];

export const ServiceForm = z.object({
  /** Radio values are texts. */
  pipelineMainTaskId: z.preprocess(
    (value: string) => (value === '' ? undefined : Number(value)),
    OrderActivityBody.shape.pipelineMainTaskId,
  ),
  /** NumberInput gives '' while empty. */
  amount: z.preprocess((value: number | string) => (value === '' ? undefined : value), amountField),
  /*
   * One enum issue, not the contract's union: the resolver would show the first member's own
   * message ('expected 1') instead of the union's.
   */
  period: z.enum(periodValues, { error: m.periodRequired }).transform(Number).pipe(periodField),
  /** DatePickerInput gives 'YYYY-MM-DD' or null. */
  startDate: z.preprocess((value: string | null) => value ?? undefined, startDateField),
  description: serviceDescriptionField,
});

/** A main task of a funnel stage (E2 item). */
export type MainTask = Pipeline['pipelineMainTasks'][number];

export interface ServiceFormInput {
  pipelineMainTaskId: string;
  amount: number | string;
  period: string;
  startDate: string | null;
  description: string;
}

/** E4 and E5 bodies (API.md 3.4 "Order activity write payload"): the form's output. */
export interface ServiceBody {
  amount: number;
  startDate: string;
  period: OrderPeriod;
  description: string;
  pipelineMainTaskId: number;
}

export function emptyServiceForm(): ServiceFormInput {
  return { pipelineMainTaskId: '', amount: '', period: '', startDate: null, description: '' };
}

/** The edit modal starts from the saved service. */
export function serviceFormOf(activity: OrderActivity): ServiceFormInput {
  return {
    pipelineMainTaskId: String(activity.pipelineMainTask.id),
    amount: activity.amount,
    period: String(activity.period),
    startDate: activity.startDate,
    description: activity.description,
  };
}

export type ServiceFormOutput = z.output<typeof ServiceForm>;
export type ServiceControl = Control<ServiceFormInput, unknown, ServiceFormOutput>;

/**
 * The tasks tab's choices: the stage's main tasks that are not yet on the order (E2 "already
 * chosen tasks are hidden"); the task of the service being edited stays choosable.
 */
export function choosableTasks(
  tasks: readonly MainTask[],
  services: readonly OrderActivity[],
  editedId?: number,
): MainTask[] {
  const taken = new Set(
    services.filter((s) => s.id !== editedId).map((s) => s.pipelineMainTask.id),
  );
  return tasks.filter((task) => !taken.has(task.id));
}

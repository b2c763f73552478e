import { wizardMessages } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { choosableTasks, emptyServiceForm, ServiceForm, serviceFormOf } from './service-form.ts';
import { callingService, mailingService, pipeline } from './testing/service-fixtures.ts';

const messagesOf = (input: unknown) =>
  ServiceForm.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ServiceForm', () => {
  it("gives every field's required message on an empty form", () => {
    expect(messagesOf(emptyServiceForm())).toEqual([
      wizardMessages.mainTaskRequired,
      wizardMessages.amountRequired,
      wizardMessages.periodRequired,
      wizardMessages.startDateRequired,
      wizardMessages.descriptionRequired,
    ]);
  });

  it('refuses 0, fractions, other periods and long or blank descriptions', () => {
    const base = serviceFormOf(callingService);
    expect(messagesOf({ ...base, amount: 0 })).toEqual([wizardMessages.amountMin]);
    expect(messagesOf({ ...base, amount: 1.5 })).toEqual([wizardMessages.amountInteger]);
    expect(messagesOf({ ...base, period: '4' })).toEqual([wizardMessages.periodRequired]);
    expect(messagesOf({ ...base, description: '   ' })).toEqual([
      wizardMessages.descriptionRequired,
    ]);
    expect(messagesOf({ ...base, description: 'a'.repeat(251) })).toEqual([
      wizardMessages.descriptionMax,
    ]);
  });

  it('turns a saved service into the E5 body it came from', () => {
    expect(ServiceForm.parse(serviceFormOf(callingService))).toEqual({
      amount: 120,
      startDate: '2027-02-01',
      period: 3,
      description: callingService.description,
      pipelineMainTaskId: 11,
    });
  });
});

describe('choosableTasks', () => {
  it('hides the tasks on the order except the edited one', () => {
    const services = [callingService, mailingService];
    expect(choosableTasks(pipeline.pipelineMainTasks, services).map((t) => t.id)).toEqual([13]);
    expect(choosableTasks(pipeline.pipelineMainTasks, services, 7).map((t) => t.id)).toEqual([
      11, 13,
    ]);
  });
});

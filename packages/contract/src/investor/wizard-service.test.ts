import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import {
  CreateOrderActivityBody,
  wizardMessages as m,
  OrderActivityBody,
  toWarsawCalendarDate,
} from './wizard.ts';

/** E4/E5 bodies (API.md E4, E5; spec document 2 section 5 "Wizard"). */

const valid = {
  amount: 25,
  startDate: '2025-06-01',
  period: 3,
  description: 'Umawianie spotkań z właścicielami firm.',
  pipelineMainTaskId: 4,
};

/** The first issue's message, or undefined when the body is valid. */
function firstMessage(
  schema: typeof OrderActivityBody | typeof CreateOrderActivityBody,
  body: unknown,
) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('toWarsawCalendarDate', () => {
  it.each([
    ['2025-06-01', '2025-06-01'],
    ['2024-02-29', '2024-02-29'],
    // The snapshot's JavaScript Date of 1 June in Poland (summer time, UTC+2).
    ['2025-05-31T22:00:00.000Z', '2025-06-01'],
    ['2025-05-31T21:59:59.999Z', '2025-05-31'],
    // Winter time, UTC+1.
    ['2025-01-31T23:00:00.000Z', '2025-02-01'],
    ['2025-01-31T22:59:00Z', '2025-01-31'],
    ['2025-06-01T00:30:00+02:00', '2025-06-01'],
    ['2025-06-01T10:00+0200', '2025-06-01'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
  ])('%s → %s', (value, date) => {
    expect(toWarsawCalendarDate(value)).toBe(date);
  });

  it.each([
    '2025-02-30',
    '2023-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-6-1',
    '2025-02-30T10:00:00.000Z',
    '2025-06-01T10:00:00',
    '1999-12-31',
    '2101-01-01',
    '01.06.2025',
    'jutro',
    '',
  ])('refuses %j', (value) => {
    expect(toWarsawCalendarDate(value)).toBeNull();
  });
});

describe('OrderActivityBody (E5)', () => {
  it('parses a valid body, trimming the description and converting the date', () => {
    expect(
      OrderActivityBody.parse({
        ...valid,
        description: '  Leady  ',
        startDate: '2025-05-31T22:00:00.000Z',
      }),
    ).toEqual({ ...valid, description: 'Leady', startDate: '2025-06-01' });
  });

  it('drops keys it does not know (orderId belongs to E4 only)', () => {
    expect(OrderActivityBody.parse({ ...valid, orderId: 3, freelancerId: 9 })).toEqual(valid);
  });

  it('names every missing field with its spec message', () => {
    const result = OrderActivityBody.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['amount', m.amountRequired],
      ['startDate', m.startDateRequired],
      ['period', m.periodRequired],
      ['description', m.descriptionRequired],
      ['pipelineMainTaskId', m.mainTaskRequired],
    ]);
    expect(m.amountRequired).toBe('Podaj ilość');
    expect(m.startDateRequired).toBe('Data rozpoczęcia wymagana');
    expect(m.periodRequired).toBe('Wybierz okres');
    expect(m.descriptionRequired).toBe('Podaj dodatkowe informacje');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['amount 0', { amount: 0 }, 'Wartość musi być większa od 0'],
    ['a negative amount', { amount: -3 }, m.amountMin],
    ['a fractional amount', { amount: 2.5 }, m.amountInteger],
    ['an amount above the bound', { amount: 100_001 }, m.amountMax],
    ['an amount as text', { amount: '5' }, m.amountRequired],
    ['an amount of null', { amount: null }, m.amountRequired],
    ['period 4', { period: 4 }, m.periodRequired],
    ['period as text', { period: '3' }, m.periodRequired],
    ['an impossible date', { startDate: '2025-02-30' }, m.startDateInvalid],
    ['a Polish-format date', { startDate: '01.06.2025' }, m.startDateInvalid],
    ['an empty date', { startDate: '' }, m.startDateRequired],
    ['a date as a number', { startDate: 20250601 }, m.startDateRequired],
    ['a very long date text', { startDate: `2025-06-01${' '.repeat(40)}` }, m.startDateInvalid],
    ['a blank description', { description: '   ' }, m.descriptionRequired],
    ['a description of 251 characters', { description: 'x'.repeat(251) }, 'Maksymalnie 250 znaków'],
    ['a main task of null', { pipelineMainTaskId: null }, m.mainTaskRequired],
    ['a main task as text', { pipelineMainTaskId: 'abc' }, m.mainTaskRequired],
    ['main task id 0', { pipelineMainTaskId: 0 }, messages.invalidId],
    ['a main task id above 2^31 − 1', { pipelineMainTaskId: 2 ** 31 }, messages.invalidId],
  ])('refuses %s', (_name, change, message) => {
    expect(firstMessage(OrderActivityBody, { ...valid, ...change })).toBe(message);
  });

  it('accepts the bounds', () => {
    expect(firstMessage(OrderActivityBody, { ...valid, amount: 1 })).toBeUndefined();
    expect(firstMessage(OrderActivityBody, { ...valid, amount: 100_000 })).toBeUndefined();
    expect(
      firstMessage(OrderActivityBody, { ...valid, description: 'x'.repeat(250) }),
    ).toBeUndefined();
    for (const period of [1, 2, 3, 6]) {
      expect(firstMessage(OrderActivityBody, { ...valid, period })).toBeUndefined();
    }
  });
});

describe('CreateOrderActivityBody (E4)', () => {
  it('takes an optional orderId', () => {
    expect(CreateOrderActivityBody.parse(valid)).toEqual(valid);
    expect(CreateOrderActivityBody.parse({ ...valid, orderId: 12 })).toEqual({
      ...valid,
      orderId: 12,
    });
  });

  it.each([0, -1, 1.5, '12', null, 2 ** 31])('refuses orderId %j', (orderId) => {
    expect(firstMessage(CreateOrderActivityBody, { ...valid, orderId })).toBe(messages.invalidId);
  });

  it('checks the fields as E5 does', () => {
    expect(firstMessage(CreateOrderActivityBody, { ...valid, startDate: '2025-02-30' })).toBe(
      m.startDateInvalid,
    );
    expect(firstMessage(CreateOrderActivityBody, { ...valid, pipelineMainTaskId: undefined })).toBe(
      m.mainTaskRequired,
    );
  });
});

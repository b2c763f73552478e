/*
 * An order's periods (API.md 2.1): months, with their Polish labels. No zod here: the screens
 * that only show a period (Pulpit, the order pages) stay without it (wizard.ts has the field).
 */

export const ORDER_PERIODS = [1, 2, 3, 6] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
export const orderPeriodLabels: Record<OrderPeriod, string> = {
  1: '1 miesiąc',
  2: '2 miesiące',
  3: '3 miesiące',
  6: '6 miesięcy',
};

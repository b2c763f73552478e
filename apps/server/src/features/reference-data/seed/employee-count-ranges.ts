import type { PlainOptionSeed } from './types.ts';

/** C13 'Liczba pracowników': the size of the buying company. */
export const employeeCountRanges: readonly PlainOptionSeed[] = [
  { name: 'SOLE', description: 'Tylko ja (jednoosobowa działalność)' },
  { name: 'FROM_2_TO_9', description: '2–9 pracowników' },
  { name: 'FROM_10_TO_49', description: '10–49 pracowników' },
  { name: 'FROM_50_TO_249', description: '50–249 pracowników' },
  { name: 'FROM_250_TO_999', description: '250–999 pracowników' },
  { name: 'OVER_1000', description: '1000 i więcej pracowników' },
];

import { ORDER_QUEUE_STALE_DAYS } from '@handlowo/contract';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { counted, dayForms } from '@/lib/plural.ts';

/** The order queue's Polish texts (ours, issue 27; docs/copy.md). */
export const queueTexts = {
  heading: 'Zlecenia',
  searchLabel: 'Szukaj zlecenia',
  searchPlaceholder: 'Numer zlecenia lub firma',
  empty: 'Nie ma zleceń spełniających te warunki',
  statusGroup: 'Status zlecenia',
  allStatuses: 'Wszystkie',
  filterGroup: 'Filtry',
  mine: 'Moje',
  unguarded: 'Bez opiekuna',
  awaiting: 'Czeka na akceptację',
  stale: `Starsze niż ${counted(ORDER_QUEUE_STALE_DAYS, dayForms)}`,
  noCompany: 'Brak nazwy firmy',
  noPipeline: 'Nie wybrano etapu',
  noGuardian: 'Bez opiekuna',
  open: 'Otwórz',
  repeat: (number: number) => `Ponowne po nr ${number}`,
  awaitingCount: (count: number) => `czeka na akceptację: ${count}`,
} as const;

/** 'dziś', '1 dzień', '5 dni': how long the order has waited in its status. */
export function waitedFor(since: Date, now: Date = new Date()): string {
  const days = Math.max(0, differenceInCalendarDays(now, since));
  return days === 0 ? 'dziś' : counted(days, dayForms);
}

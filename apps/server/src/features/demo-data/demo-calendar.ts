/**
 * The demo's calendar: every date it writes is counted in months from the day it is generated,
 * so a demo made in any year reads as current (issue 28: no 'Aktywne' order starting next year).
 */
import { warsawToday } from '@handlowo/contract';

/** A month as one number (year * 12 + month - 1), so that months add and compare. */
export type MonthIndex = number;

export interface DemoCalendar {
  /** The generation's day (a Date), the clock every timestamp is set back from. */
  now: Date;
  /** Today's month in Europe/Warsaw, the product's calendar. */
  month: MonthIndex;
}

export function demoCalendar(now: Date): DemoCalendar {
  return { now, month: monthOf(warsawToday(now)) };
}

/** The month of a `YYYY-MM-DD` date. */
export function monthOf(date: string): MonthIndex {
  const [year, month] = date.split('-').map(Number);
  return (year as number) * 12 + (month as number) - 1;
}

/** The first day of a month, `YYYY-MM-01` (the form of every month-precision date). */
export function firstDayOf(month: MonthIndex): string {
  const year = Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

export const yearOf = (month: MonthIndex) => Math.floor(month / 12);

/** Midday of a month's first day, as a timestamp: a service's start on the clock. */
export function startOfMonth(month: MonthIndex): Date {
  return new Date(`${firstDayOf(month)}T12:00:00Z`);
}

const DAY_MS = 86_400_000;

/** `days` before `date` (or after, when negative). */
export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

/** The earlier of two timestamps. */
export const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

import {
  country,
  type OrderActivity,
  type OrderPeriod,
  orderPeriodLabels,
  type Product,
  voivodeship,
} from '@handlowo/contract';
import { addMonths, format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { counted, monthForms } from './plural.ts';

/*
 * How an order's services and products read wherever they are shown: the wizard's list and
 * summary and the investor's order page.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NBSP = '\u00a0';
const amountFormat = new Intl.NumberFormat('pl-PL');

/** '1 lutego 2027' */
export function polishDate(date: Date): string {
  return format(date, 'd MMMM yyyy', { locale: pl });
}

/** A `YYYY-MM-DD` calendar date as a local date: no time zone can move it to another day. */
function localDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * '1 lutego 2027 – 1 maja 2027': the start and the same day `period` months later (the order is
 * planned in whole months; 31 January + 1 month falls on the last day of February).
 */
export function serviceDateRange(activity: Pick<OrderActivity, 'startDate' | 'period'>): string {
  const start = localDate(activity.startDate);
  if (!start) return activity.startDate;
  return `${polishDate(start)} – ${polishDate(addMonths(start, activity.period))}`;
}

/** '3 miesiące' (the option's label; another month count gets its Polish plural). */
export function servicePeriod(period: number): string {
  return orderPeriodLabels[period as OrderPeriod] ?? counted(period, monthForms);
}

/** '1200 szt.', '12 000 szt.' (pieces; the number and the unit never part at a line end). */
export function serviceAmount(amount: number): string {
  return `${amountFormat.format(amount)}${NBSP}szt.`;
}

/** 'Mazowieckie': a voivodeship key as the selects list it. */
export function voivodeshipLabel(state: string): string {
  const label = (voivodeship.labels as Record<string, string>)[state] ?? state;
  return label.charAt(0).toLocaleUpperCase('pl-PL') + label.slice(1);
}

/** The product's sales area: 'Polska', 'Województwo mazowieckie' or the city. */
export function productArea(product: Pick<Product, 'country' | 'state' | 'city'>): string {
  if (product.country) return country.labels[product.country];
  if (product.state) {
    return `Województwo ${(voivodeship.labels as Record<string, string>)[product.state] ?? product.state}`;
  }
  return product.city ?? '';
}

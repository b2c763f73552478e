import { z } from 'zod';
import { OrderStatus } from '../common/enum-schemas.ts';
import { orderStatus } from '../common/enums.ts';
import { idField } from '../common/fields.ts';
import { counted, pluralNouns } from '../common/plural.ts';
import { SEARCH_MATCH_RULES } from '../common/search-rules.ts';
import { pageOf, SEARCH_MAX, sortedPageQuery } from './paging.ts';

/*
 * The admin's order queue (issue 27): every order of every (real) investor, paged like F2, with
 * the status tabs' counters in the same answer.
 * `GET /admin-panel/orders?status=&guardian=me|none|{id}&awaitingAnswer=&olderThanDays=&q=&page=&size=&sort=`
 */

/** `waitingSince`: when the order entered its status (default, oldest first); `createdAt`. */
export const ORDER_QUEUE_SORT_KEYS = ['waitingSince', 'createdAt'] as const;
export type OrderQueueSortKey = (typeof ORDER_QUEUE_SORT_KEYS)[number];

/** The age filter the screen offers: 'starsze niż 3 dni' in their status. */
export const ORDER_QUEUE_STALE_DAYS = 3;
/** The longest age the API accepts (ours): a year. */
export const ORDER_QUEUE_MAX_DAYS = 365;

export const orderQueueMessages = {
  status: `Status zlecenia musi mieć wartość ${orderStatus.keys.join(', ')}`,
  guardian: 'Opiekuna podaj jako me (moje), none (bez opiekuna) lub identyfikator administratora',
  awaitingAnswer: 'Filtr „Czeka na akceptację” przyjmuje wartość true lub false',
  olderThanDays: `Wiek zlecenia podaj w dniach: liczba całkowita od 1 do ${ORDER_QUEUE_MAX_DAYS}`,
  q: `Wyszukiwana fraza może mieć maksymalnie ${counted(SEARCH_MAX, pluralNouns.character)}`,
} as const;

/** Who guards the order: the caller, nobody, or one admin by id. */
export type GuardianFilter = { kind: 'me' } | { kind: 'none' } | { kind: 'admin'; adminId: number };

const guardianField = z
  .string({ error: orderQueueMessages.guardian })
  .transform((value, ctx): GuardianFilter => {
    const text = value.trim();
    if (text === 'me') return { kind: 'me' };
    if (text === 'none') return { kind: 'none' };
    const parsed = /^\d{1,10}$/.test(text) ? idField.safeParse(Number(text)) : undefined;
    if (parsed?.success) return { kind: 'admin', adminId: parsed.data };
    ctx.addIssue({ code: 'custom', message: orderQueueMessages.guardian });
    return z.NEVER;
  });

const flagField = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

const daysField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value),
  z
    .number({ error: orderQueueMessages.olderThanDays })
    .int(orderQueueMessages.olderThanDays)
    .min(1, orderQueueMessages.olderThanDays)
    .max(ORDER_QUEUE_MAX_DAYS, orderQueueMessages.olderThanDays),
);

/**
 * The queue's query. Every filter is optional and they combine (AND). `q` blank or missing lists
 * everything; digits (also '#12', 'nr 12') find that order number too.
 */
export const OrderQueueQuery = sortedPageQuery(ORDER_QUEUE_SORT_KEYS).extend({
  status: z.enum(orderStatus.keys, { error: orderQueueMessages.status }).optional(),
  guardian: guardianField.optional(),
  /** 'Czeka na akceptację': a service's offer waits for the freelancer's answer (OFFERED). */
  awaitingAnswer: flagField(orderQueueMessages.awaitingAnswer).optional(),
  /** In its status for more than this many days. */
  olderThanDays: daysField.optional(),
  q: z
    .string({ error: orderQueueMessages.q })
    .trim()
    .max(SEARCH_MAX, orderQueueMessages.q)
    .describe(
      'An order number (`12`, `#12`, `nr 12`; bare digits up to 6, longer ones are a phone) ' +
        'matches that number of any investor; other text is a substring of the investor’s ' +
        `company, names, e-mail or phone. ${SEARCH_MATCH_RULES} Blank lists all.`,
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type OrderQueueQuery = z.infer<typeof OrderQueueQuery>;
export type OrderQueueQueryInput = z.input<typeof OrderQueueQuery>;

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

/** One row of the queue. */
export const OrderQueueItem = z.object({
  id: z.number(),
  investorOrderNumber: z.number(),
  orderStatus: OrderStatus,
  investor: person.extend({ company: z.string().nullable() }),
  pipeline: z.object({ id: z.number(), name: z.string() }).nullable(),
  servicesCount: z.number().int(),
  /** Services with a freelancer (an offer waiting or accepted). */
  assignedCount: z.number().int(),
  /** Services whose offer waits for the freelancer's answer. */
  awaitingAnswerCount: z.number().int(),
  guardian: person.nullable(),
  /** When the order entered its current status (ISO 8601). */
  waitingSince: z.string().describe('ISO 8601 date-time'),
  createdAt: z.string().describe('ISO 8601 date-time'),
  /** 'Zamów ponownie': the number of the order this one repeats. */
  repeatOfOrderNumber: z.number().nullable(),
});
export type OrderQueueItem = z.infer<typeof OrderQueueItem>;

/** The tabs' counters: every filter applied but `status`, one count per status. */
export const OrderStatusCounts = z.object(
  Object.fromEntries(orderStatus.keys.map((key) => [key, z.number().int()])) as Record<
    OrderStatus,
    z.ZodNumber
  >,
);
export type OrderStatusCounts = z.infer<typeof OrderStatusCounts>;

export const OrderQueuePage = pageOf(OrderQueueItem).extend({ statusCounts: OrderStatusCounts });
export type OrderQueuePage = z.infer<typeof OrderQueuePage>;

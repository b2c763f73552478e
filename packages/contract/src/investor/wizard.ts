import { z } from 'zod';
import { voivodeship } from '../common/enums.ts';
import { idField } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { counted, pluralNouns } from '../common/plural.ts';
import { CITY_MAX } from '../profile/messages.ts';
import { ORDER_PERIODS } from './order-periods.ts';
import { isOrderEditable } from './order-rules.ts';
import type { InvestorData } from './schemas.ts';

/*
 * The investor's service wizard (spec document 2 sections 2 and 5, API.md E1–E11): the request
 * bodies, their fields and Polish messages, the period options and the starting step.
 */

export const SERVICE_DESCRIPTION_MAX = 250;
export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_TEXT_MAX = 250;
/** Ours: a bound that no real order reaches, so a typo like 10000000 is caught. */
export const AMOUNT_MAX = 100_000;
/** Ours: products per investor. */
export const PRODUCTS_MAX = 20;

/** Texts marked "spec" are quoted; the others are ours and listed in docs/copy.md. */
export const wizardMessages = {
  mainTaskRequired: 'Wybierz usługę',
  amountRequired: 'Podaj ilość', // spec
  amountMin: 'Wartość musi być większa od 0', // spec
  amountInteger: 'Ilość musi być liczbą całkowitą',
  amountMax: 'Ilość może wynosić maksymalnie 100 000',
  periodRequired: 'Wybierz okres', // spec
  startDateRequired: 'Data rozpoczęcia wymagana', // spec
  startDateInvalid: 'Podaj poprawną datę rozpoczęcia',
  descriptionRequired: 'Podaj dodatkowe informacje', // spec
  descriptionMax: 'Maksymalnie 250 znaków',
  productNameRequired: 'Podaj nazwę produktu', // spec
  productNameMax: 'Maksymalnie 50 znaków', // spec
  subIndustryRequired: 'Wybierz sektor', // spec
  sectorRequired: 'Wybierz sektor', // spec
  companySizeRequired: 'Wybierz target', // spec
  // spec: 'Wybierz Buyer Persone'; Polish words, not the marketing loan (docs/copy.md)
  buyerPersonRequired: 'Wybierz personę kupującego',
  countryRequired: 'Wybierz kraj', // spec 'Wybierz Kraj', sentence case
  stateRequired: 'Wybierz województwo', // spec 'Wybierz Województwo', sentence case
  cityRequired: 'Podaj miasto',
  cityMax: `Nazwa miasta może mieć maksymalnie ${counted(CITY_MAX, pluralNouns.character)}`,
  areaRequired: 'Wybierz obszar sprzedaży: kraj, województwo albo miasto',
  areaConflict: 'Podaj tylko jeden obszar sprzedaży: kraj, województwo albo miasto',
  // Server decisions (API.md E3–E11 "[P]").
  orderNotFound: 'Nie znaleziono zlecenia',
  pipelineNotFound: 'Nie znaleziono etapu lejka sprzedażowego',
  orderActivityNotFound: 'Nie znaleziono usługi',
  productNotFound: 'Nie znaleziono produktu',
  pipelineLocked: 'Etap lejka można zmienić tylko w nowym zleceniu',
  pipelineMissing: 'Najpierw wybierz etap lejka sprzedażowego',
  mainTaskOutsidePipeline: 'Ta usługa nie należy do wybranego etapu lejka',
  mainTaskTaken: 'Ta usługa jest już w Twoim zleceniu',
  orderLocked: 'Zlecenie jest już realizowane – usług i produktów nie można już zmieniać',
  productsLimit: `Możesz dodać maksymalnie ${counted(PRODUCTS_MAX, pluralNouns.product)}`,
  // The admin's assignments (API.md F12, F15; ours).
  guardianNotFound: 'Nie znaleziono administratora, którego można przypisać jako opiekuna',
  freelancerNotFound: 'Nie znaleziono freelancera o podanym identyfikatorze',
  freelancerNotOnboarded: 'Ten freelancer nie ukończył jeszcze onboardingu',
  freelancerBeforeGuardian:
    'Najpierw przypisz opiekuna zlecenia – freelancera można przypisać dopiero w weryfikacji',
  freelancerOrderClosed:
    'Zlecenie jest już aktywne lub zrealizowane – freelancerów nie można już zmieniać',
} as const;

const m = wizardMessages;

export const periodField = z.union(
  ORDER_PERIODS.map((p) => z.literal(p)) as unknown as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<6>,
  ],
  { error: m.periodRequired },
);

/* Fields of a service (order activity). */

export const amountField = z
  .number({ error: m.amountRequired })
  .int(m.amountInteger)
  .min(1, m.amountMin)
  .max(AMOUNT_MAX, m.amountMax);

export const serviceDescriptionField = z
  .string({ error: m.descriptionRequired })
  .trim()
  .min(1, m.descriptionRequired)
  .max(SERVICE_DESCRIPTION_MAX, m.descriptionMax);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time as JavaScript's `toISOString` or any ISO 8601 text with a time and an offset. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

const warsawDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` that names a real day in the accepted years, or null. */
function realCalendarDate(value: string): string | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [, y, mo, d] = match.map(Number) as [number, number, number, number];
  if (y < YEAR_MIN || y > YEAR_MAX) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? value : null;
}

/**
 * The calendar date an order activity starts on. A `YYYY-MM-DD` date is kept as sent; an ISO
 * timestamp (the snapshot serialises a JavaScript Date: `2025-05-31T22:00:00.000Z` for 1 June)
 * becomes its calendar date in Europe/Warsaw (API.md 1.6). Impossible dates are refused.
 */
export function toWarsawCalendarDate(value: string): string | null {
  if (CALENDAR_DATE.test(value)) return realCalendarDate(value);
  if (!ISO_TIMESTAMP.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // Month and day out of range (2025-02-30T…) roll over in Date; compare the date part sent.
  if (!realCalendarDate(value.slice(0, 10))) return null;
  return realCalendarDate(warsawDate.format(instant));
}

export const startDateField = z
  .string({ error: m.startDateRequired })
  .min(1, m.startDateRequired)
  .max(40, m.startDateInvalid)
  .transform((value, ctx) => {
    const date = toWarsawCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: m.startDateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** E4 (also the alias POST /orders-activity) and E5: every field required. */
export const OrderActivityBody = z.object({
  amount: amountField,
  startDate: startDateField,
  period: periodField,
  description: serviceDescriptionField,
  // Missing, null or not an id at all: "choose a service" (the union's own text would be zod's).
  pipelineMainTaskId: z
    .union([idField, z.undefined()], { error: m.mainTaskRequired })
    .refine((v) => v !== undefined, m.mainTaskRequired),
});
export type OrderActivityBody = z.output<typeof OrderActivityBody>;

/** E4 only: `orderId` [P], the caller's first order when omitted. */
export const CreateOrderActivityBody = OrderActivityBody.extend({ orderId: idField.optional() });
export type CreateOrderActivityBody = z.output<typeof CreateOrderActivityBody>;

/* Products (E9, E10). */

export const productNameField = z
  .string({ error: m.productNameRequired })
  .trim()
  .min(1, m.productNameRequired)
  .max(PRODUCT_NAME_MAX, m.productNameMax);

/** Optional texts: blank becomes null. */
export const productTextField = z
  .string()
  .trim()
  .max(PRODUCT_TEXT_MAX, m.descriptionMax)
  .nullish()
  .transform((value) => (value ? value : null));

const idList = (required: string) =>
  z
    .array(idField, { error: required })
    .min(1, required)
    .max(100, messages.invalidBody)
    .refine((ids) => new Set(ids).size === ids.length, messages.duplicateItems);

export const companySizeKeysField = z
  .array(z.string().min(1, messages.unknownOption).max(64, messages.unknownOption), {
    error: m.companySizeRequired,
  })
  .min(1, m.companySizeRequired)
  .max(20, messages.invalidBody)
  .refine((keys) => new Set(keys).size === keys.length, messages.duplicateItems);

export const productCountryField = z.literal('POLAND', { error: m.countryRequired });

const stateByText = new Map<string, string>(
  voivodeship.keys.flatMap((key) => [
    [key.toLowerCase(), key],
    [voivodeship.labels[key].toLowerCase(), key],
  ]),
);

/** A state key, or its description (the snapshot sends `mazowieckie`); the key is stored. */
export const productStateField = z
  .string({ error: m.stateRequired })
  .trim()
  .min(1, m.stateRequired)
  .transform((value, ctx) => {
    const key = stateByText.get(value.toLowerCase());
    if (!key) {
      ctx.addIssue({ code: 'custom', message: m.stateRequired });
      return z.NEVER;
    }
    return key;
  });

export const productCityField = z
  .string({ error: m.cityRequired })
  .trim()
  .min(1, m.cityRequired)
  .max(CITY_MAX, m.cityMax);

/** The sales area: exactly one of the three is set, the other two are null. */
export type SalesArea =
  | { country: 'POLAND'; state: null; city: null }
  | { country: null; state: string; city: null }
  | { country: null; state: null; city: string };

/** null and '' count as "not named", so a client may send all three with two of them empty. */
const areaInput = z.object({
  // The union's own message, or a wrong value (`GERMANY`, an unknown state) reads "invalid input".
  country: z
    .union([z.null(), z.literal(''), productCountryField], { error: m.countryRequired })
    .optional(),
  state: z
    .union([z.null(), z.literal(''), productStateField], { error: m.stateRequired })
    .optional(),
  city: z.union([z.null(), z.literal(''), productCityField], { error: m.cityRequired }).optional(),
});

/** The area a body names, or an issue: none named (when required) or more than one. */
function namedArea(
  area: z.output<typeof areaInput>,
  ctx: z.RefinementCtx,
  required: boolean,
): SalesArea | undefined {
  const named = (['country', 'state', 'city'] as const).filter((k) => area[k]);
  if (named.length > 1) {
    ctx.addIssue({ code: 'custom', message: m.areaConflict, path: [named[1] as string] });
    return undefined;
  }
  if (area.country) return { country: 'POLAND', state: null, city: null };
  if (area.state) return { country: null, state: area.state, city: null };
  if (area.city) return { country: null, state: null, city: area.city };
  if (required) ctx.addIssue({ code: 'custom', message: m.areaRequired, path: ['country'] });
  return undefined;
}

const productFields = {
  name: productNameField,
  // null is what a client sends for "not chosen": the same message as a missing id.
  subIndustryId: z
    .union([idField, z.null(), z.undefined()], { error: messages.invalidId })
    .refine((v) => v != null, m.subIndustryRequired),
  description: productTextField,
  sectorIds: idList(m.sectorRequired),
  companySize: companySizeKeysField,
  buyerPersonIds: idList(m.buyerPersonRequired),
  additionalNotes: productTextField,
};

/** E9: the product with exactly one sales area. */
export const ProductBody = z
  .object({ ...productFields, ...areaInput.shape })
  .transform((body, ctx) => {
    const { country, state, city, subIndustryId, ...rest } = body;
    const area = namedArea({ country, state, city }, ctx, true);
    return { ...rest, subIndustryId: subIndustryId as number, area: area as SalesArea };
  });
export type ProductBody = z.output<typeof ProductBody>;

/**
 * E10: a partial update. Naming one area field replaces the area (the other two are cleared);
 * naming none keeps it; naming two is refused.
 */
export const ProductPatchBody = z
  .object({
    name: productNameField.optional(),
    subIndustryId: idField
      .nullish()
      .refine((v) => v !== null, m.subIndustryRequired)
      .transform((v) => v ?? undefined),
    description: productTextField.optional(),
    sectorIds: idList(m.sectorRequired).optional(),
    companySize: companySizeKeysField.optional(),
    buyerPersonIds: idList(m.buyerPersonRequired).optional(),
    additionalNotes: productTextField.optional(),
    ...areaInput.shape,
  })
  .transform((body, ctx) => {
    const { country, state, city, ...rest } = body;
    const area = namedArea({ country, state, city }, ctx, false);
    // Keys the body did not name stay undefined: the service updates only what was sent.
    const changes = Object.fromEntries(
      Object.entries(rest).filter(
        ([key]) => key in body && body[key as keyof typeof body] !== undefined,
      ),
    ) as Partial<Omit<ProductBody, 'area'>>;
    return { ...changes, area };
  });
export type ProductPatchBody = z.output<typeof ProductPatchBody>;

/* The wizard's steps. */

export const WIZARD_STEPS = 4;
export type WizardStep = 0 | 1 | 2 | 3;

/** Today's calendar date in Europe/Warsaw, `YYYY-MM-DD` (what `startDateToChoose` compares to). */
export function warsawToday(now: Date = new Date()): string {
  return toWarsawCalendarDate(now.toISOString()) ?? now.toISOString().slice(0, 10);
}

type OrderOfData = InvestorData['orders'][number];

/**
 * A service of an editable order whose start date has passed needs a new one (issue 27): 'Zamów
 * ponownie' copies the services with start dates in the past, so the wizard asks for each.
 * `today` is `warsawToday()` (dates compared as `YYYY-MM-DD` text).
 */
export function startDateToChoose(
  order: Pick<OrderOfData, 'orderStatus'>,
  activity: Pick<OrderOfData['orderActivities'][number], 'startDate'>,
  today: string,
): boolean {
  return isOrderEditable(order.orderStatus) && activity.startDate < today;
}

/**
 * The step the wizard opens on (spec document 2 section 2): 0 without a funnel stage on the
 * current draft (A10's `orders[0]`, issue 27), 1 without services or while a service's start date
 * is to be chosen again (a repeated order), 3 once products exist, otherwise 2.
 */
export function wizardStartStep(
  data: Pick<InvestorData, 'orders' | 'products'>,
  today: string = warsawToday(),
): WizardStep {
  const first = data.orders[0];
  if (!first?.pipeline) return 0;
  if (first.orderActivities.length === 0) return 1;
  if (first.orderActivities.some((activity) => startDateToChoose(first, activity, today))) {
    return 1;
  }
  return data.products.length > 0 ? 3 : 2;
}

import type { FitFactor, OrderStatus, ToolKind } from '@handlowo/contract';

/*
 * The fit score of F13/F14 (issue 10, "no black box"; the track record since issue 27): how well
 * a freelancer who finished onboarding suits one service of an order. The ONE place that says
 * what counts and how much; the pure `fitScore` (the reasons) and the SQL ordering
 * (`fitScoreSql`) both read it, and a test proves they agree. Each factor gives a share 0–1 of
 * its points:
 *
 * REVIEWS (25) — what clients said: each review's score is the mean of its category scores
 *   (both kinds, the investor's and the guardian's). Their mean is pulled towards the platform's
 *   mean μ (of every review, read once per request; `reviewFallbackMean` while there is none) as
 *   a Bayesian average B = (m·μ + Σ scores) / (m + n), m = `reviewPriorWeight`: one 5 among few
 *   reviews does not beat a long record of 4.8. Share (B − 1) / 4. No review: B = μ.
 * REALISED_ORDERS (10) — services of REALIZED orders the freelancer delivered:
 *   min(n, `realisedFullAt`) / `realisedFullAt`. None: 0 and the freelancer is 'Nowy na
 *   platformie'. A review belongs to one realised service, so the reviewed have at least as
 *   many realised services as reviews: an equally matching freelancer whose reviews average
 *   within 1.28 of μ (any mean of 4 or more) gains more here than the reviews can cost, and so
 *   never ranks below a new one (a tie goes to the one with a track record).
 * PREFERENCE (10) — the scored service's client asked for this freelancer again ('Zamów
 *   ponownie', `order_activities.preferred_freelancer_id`): full; anyone else: 0.
 * ACTIVITY_LEVEL (15) — self-declared, so it weighs less than what was delivered: the service's
 *   main task maps to 1–3 catalogue services (`pipeline_main_task_activities`); the freelancer's
 *   best self-rated level L (1–5) among them gives L / 5. None of them offered: 0.
 * INDUSTRY (15) — against the sub-industries of the investor's products: one of the freelancer's
 *   sub-industries equals a product's → full; only the same industry (the parent) → half
 *   (`industryParentShare`); otherwise, or when the investor has no products, 0.
 * SECTORS (10) — the share of the products' sectors (all products together, each counted once)
 *   that the freelancer also works with. No products: 0.
 * SALES_TOOLS (5) — a CRM (kind `CRM`) gives `crmShare`, a tool of a kind the service needs
 *   (`toolKindsByActivity` of the mapped services, e.g. Aircall for cold calling) the rest.
 * AVAILABILITY (5) — working days: min(days, `fullWeekDays`) / `fullWeekDays`, worth `daysShare`;
 *   weekly hours: the `hoursShare` of the chosen band, worth the rest. Not answered: 0.
 * LOAD (5) — active assignments: services of VERYFICATION or ACTIVE orders assigned to the
 *   freelancer, this service excluded. 0 → full, each one takes 1 / `loadZeroAt` off, from
 *   `loadZeroAt` on: 0.
 *
 * Points: each factor's weight × share is settled to six decimals, the score is their sum
 * rounded to a whole number (half up); each reason shows whole points that add up exactly to the
 * score (the largest remainders get the rounding), so the admin can check the sum. The weights
 * add up to 100.
 */

export interface FitWeights {
  /** Maximum points per factor; they sum to 100. */
  points: Readonly<Record<FitFactor, number>>;
  /** The review scale: each category is scored 1–5. */
  reviewMin: number;
  reviewMax: number;
  /** m of the Bayesian average: how many reviews of the platform's mean a freelancer starts with. */
  reviewPriorWeight: number;
  /** The prior while the platform has no review at all (the middle of the scale). */
  reviewFallbackMean: number;
  /** Realised services at which REALISED_ORDERS is full. */
  realisedFullAt: number;
  /** The top self-rated level of a service (onboarding step 9). */
  maxLevel: number;
  /** INDUSTRY share when only the parent industry matches. */
  industryParentShare: number;
  /** SALES_TOOLS share of having a CRM; the rest comes from a tool the service needs. */
  crmShare: number;
  /** Catalogue service code → the tool kinds that do its work (CRM is counted on its own). */
  toolKindsByActivity: Readonly<Record<string, readonly Exclude<ToolKind, 'CRM'>[]>>;
  /** Working days that count as a full week. */
  fullWeekDays: number;
  /** AVAILABILITY share of the working days; the rest is the weekly hours. */
  daysShare: number;
  /** `working_hours.working_hour` key → share of the hours part. Unknown keys count 0. */
  hoursShare: Readonly<Record<string, number>>;
  /** Active assignments at which LOAD reaches 0. */
  loadZeroAt: number;
  /** Order statuses whose assigned services count as current load. */
  activeStatuses: readonly OrderStatus[];
  /** The order status whose assigned services count as delivered. */
  realisedStatus: OrderStatus;
}

export const fitWeights: FitWeights = {
  points: {
    REVIEWS: 25,
    REALISED_ORDERS: 10,
    PREFERENCE: 10,
    ACTIVITY_LEVEL: 15,
    INDUSTRY: 15,
    SECTORS: 10,
    SALES_TOOLS: 5,
    AVAILABILITY: 5,
    LOAD: 5,
  },
  reviewMin: 1,
  reviewMax: 5,
  reviewPriorWeight: 3,
  reviewFallbackMean: 3,
  realisedFullAt: 5,
  maxLevel: 5,
  industryParentShare: 0.5,
  crmShare: 0.5,
  toolKindsByActivity: {
    COLD_CALLING: ['COLD_CALLING'],
    LEAD_GENERATION: ['PROSPECTING', 'COLD_MAILING'],
    // Calendly and video meetings are under INNE.
    UMAWIANIE_SPOTKAN: ['COLD_CALLING', 'INNE'],
    PROSPECTING: ['PROSPECTING'],
    COLD_MAILING: ['COLD_MAILING'],
    KWALIFIKACJA_LEADOW: ['COLD_CALLING', 'PROSPECTING'],
    PREZENTACJE_DEMO: ['INNE'],
    NEGOCJACJE: ['INNE'],
    // E-signature (Autenti) is under INNE.
    DOMYKANIE_SPRZEDAZY: ['INNE'],
    OBSLUGA_POSPRZEDAZOWA: ['NEWSLETTER', 'ZARZADZANIE_PROJEKTAMI'],
    BUDOWANIE_BAZY_KONTAKTOW: ['PROSPECTING'],
    BADANIE_RYNKU: ['ANALITYKA'],
    SOCIAL_SELLING: ['PROSPECTING'],
    REAKTYWACJA_KLIENTOW: ['COLD_MAILING', 'NEWSLETTER', 'AUTOMATYZACJA_MARKETINGU'],
  },
  fullWeekDays: 5,
  daysShare: 0.5,
  // Bands of the B5 seed (working-hours.ts): a part-timer under 10 h is a quarter of a full week.
  hoursShare: {
    UP_TO_10: 0.25,
    FROM_10_TO_20: 0.5,
    FROM_20_TO_30: 0.75,
    FROM_30_TO_40: 1,
    OVER_40: 1,
  },
  loadZeroAt: 3,
  activeStatuses: ['VERYFICATION', 'ACTIVE'],
  realisedStatus: 'REALIZED',
};

/** The Bayesian prior μ: the platform's mean review, or the fallback while there is none. */
export function reviewPrior(platformMean: number | null, weights: FitWeights = fitWeights): number {
  return platformMean ?? weights.reviewFallbackMean;
}

/** The tool kinds a service needs: those of its main task's catalogue services, each once. */
export function relevantToolKinds(
  activityCodes: readonly string[],
  weights: FitWeights = fitWeights,
): string[] {
  return [...new Set(activityCodes.flatMap((code) => weights.toolKindsByActivity[code] ?? []))];
}

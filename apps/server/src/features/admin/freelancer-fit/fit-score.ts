import {
  type FitFactor,
  type FitReason,
  type FitScore,
  fitFactor,
  toolKindLabel,
  toolLabel,
} from '@handlowo/contract';
import { type FitWeights, fitWeights, relevantToolKinds, reviewPrior } from './fit-weights.ts';
import {
  activeOrderForms,
  counted,
  dayForms,
  realisedOrderForms,
  reviewForms,
} from './polish-plural.ts';

/*
 * The reasons of a fit score (rules and weights: fit-weights.ts). Pure: the page's rows get their
 * reasons from raw inputs read for those rows only; the ordering over all candidates is the same
 * arithmetic in SQL (fit-score-sql.ts).
 */

/** What is known about the service being staffed. */
export interface FitService {
  /** The catalogue services its main task maps to. */
  activities: readonly { id: number; code: string; name: string }[];
  /** The investor's products (their industry and sectors describe the customers). */
  products: readonly {
    name: string;
    subIndustryId: number;
    subIndustryName: string;
    industryId: number;
    industryName: string;
  }[];
  /** The products' sectors, each once. */
  sectors: readonly { id: number; name: string }[];
  /** The freelancer the client asked for again ('Zamów ponownie'), if any. */
  preferredFreelancerId: number | null;
  /** The mean of every review's score on the platform now; null while there is none. */
  platformReviewMean: number | null;
}

/** A freelancer's onboarding answers and current load, raw. */
export interface FreelancerFitData {
  id: number;
  /** Services of REALIZED orders they delivered (the scored service excluded). */
  realisedOrders: number;
  /** Each of their reviews' score: the mean of its category scores (both kinds of author). */
  reviewScores: readonly number[];
  /** Self-rated levels 1–5 (other services may be included; they are ignored). */
  activityLevels: readonly { activityId: number; level: number }[];
  subIndustries: readonly { id: number; name: string; industryId: number }[];
  sectorIds: readonly number[];
  tools: readonly { name: string; kind: string }[];
  workingDays: readonly string[];
  /** The chosen weekly hours band and its description ('od 30 do 40 godzin'). */
  workingHours: { key: string; description: string } | null;
  /** Services of VERYFICATION/ACTIVE orders assigned to them, the scored service excluded. */
  activeAssignments: number;
}

export interface FitInputs {
  service: FitService;
  freelancer: FreelancerFitData;
}

interface Part {
  factor: FitFactor;
  /** 0–1. */
  share: number;
  detail: string;
}

/** Six decimals absorb binary floating-point noise so that ties round as SQL's numeric does. */
const settle = (value: number) => Math.round(value * 1e6) / 1e6;

/** The score and its reasons; the reasons' points are whole and sum to the score. */
export function fitScore(inputs: FitInputs, weights: FitWeights = fitWeights): FitScore {
  const parts: Part[] = [
    reviewsPart(inputs, weights),
    realisedPart(inputs, weights),
    preferencePart(inputs),
    activityPart(inputs, weights),
    industryPart(inputs, weights),
    sectorsPart(inputs),
    toolsPart(inputs, weights),
    availabilityPart(inputs, weights),
    loadPart(inputs, weights),
  ];
  const exact = parts.map((part) => settle(weights.points[part.factor] * part.share));
  const score = Math.min(100, Math.max(0, Math.round(settle(exact.reduce((a, b) => a + b, 0)))));
  const points = apportion(exact, score);
  const reasons: FitReason[] = parts.map((part, i) => ({
    factor: part.factor,
    label: fitFactor.labels[part.factor],
    points: points[i] ?? 0,
    maxPoints: weights.points[part.factor],
    detail: part.detail,
  }));
  return {
    score,
    reasons,
    isNew: inputs.freelancer.realisedOrders === 0,
    isPreferred: inputs.service.preferredFreelancerId === inputs.freelancer.id,
  };
}

/**
 * Whole numbers, each the floor or the ceiling of its exact value, adding up to `total`: the
 * parts with the largest remainders (earlier ones on a tie) get the extra points.
 */
export function apportion(exact: readonly number[], total: number): number[] {
  const floors = exact.map((value) => Math.floor(value));
  let missing = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: settle(value - Math.floor(value)) }))
    .filter((r) => r.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** Review means as Polish writes them: '4,75'. */
const meanFormat = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** The Bayesian average of the reviews (fit-weights.ts): few reviews lean on the platform's μ. */
export function bayesianReviewMean(
  scores: readonly number[],
  prior: number,
  weights: FitWeights = fitWeights,
): number {
  const total = scores.reduce((a, b) => a + b, 0);
  return (weights.reviewPriorWeight * prior + total) / (weights.reviewPriorWeight + scores.length);
}

function reviewsPart({ service, freelancer }: FitInputs, weights: FitWeights): Part {
  const factor = 'REVIEWS';
  const prior = reviewPrior(service.platformReviewMean, weights);
  const scores = freelancer.reviewScores;
  const mean = bayesianReviewMean(scores, prior, weights);
  const share = (mean - weights.reviewMin) / (weights.reviewMax - weights.reviewMin);
  const priorText = meanFormat.format(prior);
  if (scores.length === 0) {
    return { factor, share, detail: `Brak opinii: przyjęto średnią platformy ${priorText}` };
  }
  const own = scores.reduce((a, b) => a + b, 0) / scores.length;
  return {
    factor,
    share,
    detail:
      `${counted(scores.length, reviewForms)}, średnia ${meanFormat.format(own)}; ` +
      `wyrównana do średniej platformy ${priorText}: ${meanFormat.format(mean)}`,
  };
}

function realisedPart({ freelancer }: FitInputs, weights: FitWeights): Part {
  const n = freelancer.realisedOrders;
  return {
    factor: 'REALISED_ORDERS',
    share: Math.min(n, weights.realisedFullAt) / weights.realisedFullAt,
    detail:
      n === 0 ? 'Nowy na platformie: brak zrealizowanych zleceń' : counted(n, realisedOrderForms),
  };
}

function preferencePart({ service, freelancer }: FitInputs): Part {
  const factor = 'PREFERENCE';
  if (service.preferredFreelancerId === null) {
    return { factor, share: 0, detail: 'Klient nie wskazał osoby' };
  }
  if (service.preferredFreelancerId === freelancer.id) {
    return { factor, share: 1, detail: 'Klient prosi o tę samą osobę co w poprzednim zleceniu' };
  }
  return { factor, share: 0, detail: 'Klient prosi o inną osobę' };
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');
const quoted = (name: string) => `„${name}”`;

function activityPart({ service, freelancer }: FitInputs, weights: FitWeights): Part {
  const factor = 'ACTIVITY_LEVEL';
  if (service.activities.length === 0) {
    return { factor, share: 0, detail: 'Do tego zadania nie przypisano usług z katalogu' };
  }
  let best: { name: string; level: number } | undefined;
  for (const activity of service.activities) {
    const level = freelancer.activityLevels.find((a) => a.activityId === activity.id)?.level ?? 0;
    if (level > 0 && (!best || level > best.level)) best = { name: activity.name, level };
  }
  if (!best) {
    const [only] = service.activities;
    const detail =
      service.activities.length === 1 && only
        ? `Nie oferuje usługi ${only.name}`
        : `Nie oferuje usług: ${names(service.activities)}`;
    return { factor, share: 0, detail };
  }
  const level = Math.min(best.level, weights.maxLevel);
  return {
    factor,
    share: level / weights.maxLevel,
    detail: `${best.name}: poziom ${level} z ${weights.maxLevel}`,
  };
}

function industryPart({ service, freelancer }: FitInputs, weights: FitWeights): Part {
  const factor = 'INDUSTRY';
  if (service.products.length === 0) {
    return { factor, share: 0, detail: 'Inwestor nie ma jeszcze produktów' };
  }
  for (const product of service.products) {
    const same = freelancer.subIndustries.find((s) => s.id === product.subIndustryId);
    if (same) {
      return {
        factor,
        share: 1,
        detail: `Branża: ${product.subIndustryName} jak produkt ${quoted(product.name)}`,
      };
    }
  }
  for (const product of service.products) {
    if (freelancer.subIndustries.some((s) => s.industryId === product.industryId)) {
      return {
        factor,
        share: weights.industryParentShare,
        detail: `Pokrewna branża: ${product.industryName} jak produkt ${quoted(product.name)}`,
      };
    }
  }
  return { factor, share: 0, detail: 'Brak doświadczenia w branżach produktów inwestora' };
}

function sectorsPart({ service, freelancer }: FitInputs): Part {
  const factor = 'SECTORS';
  if (service.sectors.length === 0) {
    return { factor, share: 0, detail: 'Inwestor nie ma jeszcze produktów' };
  }
  const own = new Set(freelancer.sectorIds);
  const common = service.sectors.filter((sector) => own.has(sector.id));
  if (common.length === 0) return { factor, share: 0, detail: 'Brak wspólnych sektorów' };
  return {
    factor,
    share: common.length / service.sectors.length,
    detail: `Wspólne sektory: ${common.length} z ${service.sectors.length} (${names(common)})`,
  };
}

function toolsPart({ service, freelancer }: FitInputs, weights: FitWeights): Part {
  const factor = 'SALES_TOOLS';
  const kinds = relevantToolKinds(
    service.activities.map((a) => a.code),
    weights,
  );
  const crms = freelancer.tools.filter((tool) => tool.kind === 'CRM');
  const fitting = freelancer.tools.filter((tool) => kinds.includes(tool.kind));
  const toolNames = (tools: typeof crms) => tools.map((tool) => toolLabel(tool.name)).join(', ');
  const crmText = crms.length > 0 ? `CRM: ${toolNames(crms)}` : 'Bez CRM';
  const kindText = kinds.map(toolKindLabel).join(', ');
  const fittingText =
    fitting.length > 0
      ? `do usługi: ${toolNames(fitting)}`
      : `brak narzędzi do usługi${kinds.length > 0 ? ` (${kindText})` : ''}`;
  const share =
    (crms.length > 0 ? weights.crmShare : 0) + (fitting.length > 0 ? 1 - weights.crmShare : 0);
  return { factor, share, detail: `${crmText}; ${fittingText}` };
}

function availabilityPart({ freelancer }: FitInputs, weights: FitWeights): Part {
  // B4 stores each day once (uniqueList), as `cardinality` counts them in SQL.
  const days = freelancer.workingDays.length;
  const hours = freelancer.workingHours;
  const dayShare = Math.min(days, weights.fullWeekDays) / weights.fullWeekDays;
  const hourShare = hours ? (weights.hoursShare[hours.key] ?? 0) : 0;
  const dayText = days > 0 ? `${counted(days, dayForms)} pracy w tygodniu` : 'Dni pracy nie podane';
  const hourText = hours ? `${hours.description} tygodniowo` : 'godziny pracy nie podane';
  return {
    factor: 'AVAILABILITY',
    share: weights.daysShare * dayShare + (1 - weights.daysShare) * hourShare,
    detail: `${dayText}, ${hourText}`,
  };
}

function loadPart({ freelancer }: FitInputs, weights: FitWeights): Part {
  const n = freelancer.activeAssignments;
  return {
    factor: 'LOAD',
    share: Math.max(0, 1 - n / weights.loadZeroAt),
    detail: n === 0 ? 'Brak aktywnych zleceń' : counted(n, activeOrderForms),
  };
}

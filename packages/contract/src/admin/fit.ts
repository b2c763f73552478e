import { z } from 'zod';
import { labelledEnum } from '../common/enums.ts';

/*
 * The explainable fit score of F13/F14 with `orderActivityId` (ours, issue 10; the track record
 * and the client's preference since issue 27): per freelancer a score 0–100 made of named parts,
 * each with its points, its maximum and a Polish sentence saying why. The weights live in the
 * server (features/admin/freelancer-fit/fit-weights.ts); the keys and labels live here so the
 * screen names each part the same way. The order is the order of the reasons in an answer.
 */

export const fitFactor = labelledEnum({
  REVIEWS: 'Opinie klientów',
  REALISED_ORDERS: 'Zrealizowane zlecenia',
  PREFERENCE: 'Wybór klienta',
  ACTIVITY_LEVEL: 'Deklarowany poziom w usłudze',
  INDUSTRY: 'Branża produktów',
  SECTORS: 'Sektory klientów',
  SALES_TOOLS: 'Narzędzia sprzedażowe',
  AVAILABILITY: 'Dostępność',
  LOAD: 'Obecne obciążenie',
});
export const FitFactor = z.enum(fitFactor.keys);
export type FitFactor = z.infer<typeof FitFactor>;

/** The labels the assignment list shows beside a scored freelancer (issue 27). */
export const fitBadges = {
  /** `isNew`: no realised order on the platform yet. */
  isNew: 'Nowy na platformie',
  /** `isPreferred`: the client asked for this freelancer again ('Zamów ponownie'). */
  isPreferred: 'Klient prosi o tę samą osobę',
} as const;

export const FitReason = z.object({
  factor: FitFactor,
  /** The factor's Polish label (as `fitFactor.labels`). */
  label: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  /** Why, in Polish: 'Cold calling: poziom 4 z 5'. */
  detail: z.string(),
});
export type FitReason = z.infer<typeof FitReason>;

export const FitScore = z.object({
  /** 0–100, the sum of the reasons' points rounded to a whole number. */
  score: z.number().int().min(0).max(100),
  reasons: z.array(FitReason),
  /** No realised order yet: 'Nowy na platformie' (`fitBadges.isNew`). */
  isNew: z.boolean(),
  /** The scored service's client asked for this freelancer (`fitBadges.isPreferred`). */
  isPreferred: z.boolean(),
});
export type FitScore = z.infer<typeof FitScore>;

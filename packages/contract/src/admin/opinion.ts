import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { ReviewCategory } from '../profile/enum-schemas.ts';
import { reviewCategory } from '../profile/enums.ts';
import { adminMessages as m, REVIEW_TEXT_MAX } from './messages.ts';

const scoreField = z
  .number({ error: m.scoreRange })
  .int(m.scoreRange)
  .min(1, m.scoreRange)
  .max(5, m.scoreRange);

const opinionText = z
  .string({ error: m.opinionTextRequired })
  .trim()
  .min(1, m.opinionTextRequired)
  .max(REVIEW_TEXT_MAX, m.opinionTextMax);

/** F16 POST /investor/{id}/opinions: all four categories exactly once. */
export const OpinionBody = z.object({
  freelancerId: idField,
  orderActivityId: idField,
  text: opinionText,
  categoryOpinions: z
    .array(z.object({ category: ReviewCategory, score: scoreField }), {
      error: m.categoriesIncomplete,
    })
    .refine(
      (list) =>
        list.length === reviewCategory.keys.length &&
        new Set(list.map((item) => item.category)).size === list.length,
      m.categoriesIncomplete,
    ),
});
export type OpinionBody = z.infer<typeof OpinionBody>;

/** The "Oceń zlecenie" form: stars 0 (none chosen) to 5 per category, and the text. */
export const OpinionForm = z.object({
  scores: z.record(ReviewCategory, z.number().int().min(1, m.scoreRequired).max(5, m.scoreRange)),
  text: opinionText,
});
export type OpinionForm = z.infer<typeof OpinionForm>;

export const emptyOpinionForm = (): OpinionForm => ({
  scores: Object.fromEntries(reviewCategory.keys.map((key) => [key, 0])) as Record<
    ReviewCategory,
    number
  >,
  text: '',
});

export function toOpinionBody(
  form: OpinionForm,
  ids: { freelancerId: number; orderActivityId: number },
): OpinionBody {
  return {
    ...ids,
    text: form.text.trim(),
    categoryOpinions: reviewCategory.keys.map((category) => ({
      category,
      score: form.scores[category],
    })),
  };
}

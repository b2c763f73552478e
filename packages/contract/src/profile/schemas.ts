import { z } from 'zod';
import { Country, Language, Voivodeship } from '../common/enum-schemas.ts';
import { country, language, voivodeship } from '../common/enums.ts';
import { companyTextField, firstNameField, lastNameField } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { scalarBody } from '../common/scalar-body.ts';
import {
  AccountStatus,
  ReviewAuthorType,
  ReviewCategory,
  VisibilityStatus,
  WorkingArea,
} from './enum-schemas.ts';
import { workingArea } from './enums.ts';
import { ABOUT_MAX, CITY_MAX, MAIN_PASSION_MAX, profileMessages as m } from './messages.ts';

/** Picture (API.md 3.3): D4, D7, F17. `pictureData` is a complete data URL. */
export const Picture = z.object({ pictureId: z.number(), pictureData: z.string() });
export type Picture = z.infer<typeof Picture>;

/** Localization (API.md 3.3): `city` omitted when blank. */
export const Localization = z.object({
  country: Country,
  state: Voivodeship,
  city: z.string().optional(),
});
export type Localization = z.infer<typeof Localization>;

export const LanguageLevel = z.object({
  language: Language,
  level: z.number().int().min(1).max(5),
});
export type LanguageLevel = z.infer<typeof LanguageLevel>;

/** FreelancerBar (API.md 3.3), D2. */
export const FreelancerBar = z.object({
  rate: z.number(),
  count: z.number(),
  points: z.number(),
  ordersCount: z.number(),
  accountStatus: AccountStatus,
  visibilityStatus: VisibilityStatus,
  localization: Localization.nullable(),
  workingArea: WorkingArea.nullable(),
  workingAreaValue: z.string().nullable(),
  languagesLevel: z.array(LanguageLevel),
});
export type FreelancerBar = z.infer<typeof FreelancerBar>;

/** AboutInfo (API.md 3.3), D19: every field null when never saved. */
export const AboutInfo = z.object({
  id: z.number().nullable(),
  about: z.string().nullable(),
  mainPassion: z.string().nullable(),
  video: z
    .string()
    .nullable()
    .describe(
      'G1 URL of the video: {PUBLIC_URL}/api/files/{key}, or /api/files/{key} when PUBLIC_URL is not configured',
    ),
});
export type AboutInfo = z.infer<typeof AboutInfo>;

export const ReviewCategoryScore = z.object({
  id: z.number(),
  category: ReviewCategory,
  score: z.number(),
});
export type ReviewCategoryScore = z.infer<typeof ReviewCategoryScore>;

/** Review (API.md 3.3): the spec's and the snapshot's field sets together. */
export const Review = z.object({
  id: z.number(),
  date: z.string(),
  text: z.string(),
  authorFirstName: z.string(),
  authorLastName: z.string(),
  categoryOpinionsAverageScore: z.number(),
  score: z.number(),
  categoryOpinions: z.array(ReviewCategoryScore),
  authorPictureData: z.string().nullable().optional(),
  /** Ours (issue 27): who wrote it, the investor or the guardian (F16); shown next to the author. */
  authorType: ReviewAuthorType,
  /** Ours (issue 27): the reviewed freelancer's one public answer, or null. */
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
});
export type Review = z.infer<typeof Review>;

export const ReviewDistribution = z.object({
  stars: z.number().int().min(1).max(5),
  percent: z.number(),
});
export type ReviewDistribution = z.infer<typeof ReviewDistribution>;

/* Request bodies */

/** D11: the snapshot adds other form fields; they are ignored (API.md 1.2). */
export const NameBody = z.object({ firstName: firstNameField, lastName: lastNameField });
export type NameBody = z.infer<typeof NameBody>;

/**
 * D12 as scalar text or JSON (the multipart form is read by the route into the same value). An
 * empty company removes it (the one company rule, issue 28); a body without the field is refused.
 */
export const CompanyBody = scalarBody('company', companyTextField);

const cityField = z
  .string()
  .trim()
  .max(CITY_MAX, m.cityMax)
  .optional()
  .transform((city) => (city ? city : undefined));

/** D13 */
export const LocalizationBody = z.object({
  country: z.enum(country.keys, { error: m.countryRequired }),
  state: z.enum(voivodeship.keys, { error: m.stateRequired }),
  city: z.union([cityField, z.null().transform(() => undefined)]),
});
export type LocalizationBody = z.infer<typeof LocalizationBody>;

/** D14: `POLAND` for COUNTRY, a voivodeship key for STATE. */
export const WorkingAreaBody = z
  .object({
    workingArea: z.enum(workingArea.keys, { error: m.workingAreaRequired }),
    workingAreaValue: z
      .string({ error: m.workingAreaValueRequired })
      .trim()
      .min(1, m.workingAreaValueRequired),
  })
  .refine(
    (body) =>
      body.workingArea === 'COUNTRY'
        ? Country.safeParse(body.workingAreaValue).success
        : Voivodeship.safeParse(body.workingAreaValue).success,
    { message: m.workingAreaValueMismatch, path: ['workingAreaValue'] },
  );
export type WorkingAreaBody = z.infer<typeof WorkingAreaBody>;

/** D18: the full list in display order; a language twice is refused. */
export const LanguagesBody = z
  .array(
    z.object({
      language: z.enum(language.keys, { error: m.languageRequired }),
      level: z
        .number({ error: m.levelRequired })
        .int(m.levelRequired)
        .min(1, m.levelRequired)
        .max(5, m.levelRequired),
    }),
    { error: messages.invalidBody },
  )
  .max(20, messages.invalidBody)
  .refine((list) => new Set(list.map((l) => l.language)).size === list.length, {
    message: messages.duplicateItems,
  });
export type LanguagesBody = z.infer<typeof LanguagesBody>;

/** D20's text fields (multipart). `mainPassion` '' is stored as null. */
export const AboutFields = z.object({
  about: z
    .string({ error: m.aboutRequired })
    .trim()
    .min(1, m.aboutRequired)
    .max(ABOUT_MAX, m.aboutMax),
  mainPassion: z
    .string()
    .trim()
    .max(MAIN_PASSION_MAX, m.mainPassionMax)
    .optional()
    .transform((v) => (v ? v : null)),
  removeVideo: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type AboutFields = z.infer<typeof AboutFields>;

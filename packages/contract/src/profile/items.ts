import { z } from 'zod';
import { Country, Voivodeship } from '../common/enum-schemas.ts';
import { country, voivodeship } from '../common/enums.ts';
import { idField, MAX_ID } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { CertificateType } from './enum-schemas.ts';
import { certificateType } from './enums.ts';
import {
  CERTIFICATE_TEXT_MAX,
  CITY_MAX,
  EDUCATION_TEXT_MAX,
  JOB_TEXT_MAX,
  profileMessages as m,
  PORTFOLIO_INFO_MAX,
  PORTFOLIO_TITLE_MAX,
  VIDEO_TITLE_MAX,
} from './messages.ts';

/*
 * The profile's lists, part 2 (API.md 3.3, D21–D47): response shapes and request bodies.
 */

/** A required trimmed text with its two messages. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const MONTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years the server takes at all (the pickers offer 1990–2050, end years up to start + 60). */
const SERVER_YEAR_MIN = 1900;
const SERVER_YEAR_MAX = 2110;

/**
 * A month-precision date (certificates, experience, education): `YYYY-MM-DD` in, the first day of
 * that month out. The day is ignored: the snapshot's date helper may send the last day of the
 * previous month in some time zones, so only the year and month as sent count (API.md 1.6).
 */
export const monthDateField = z
  .string({ error: m.dateInvalid })
  .regex(MONTH_DATE, m.dateInvalid)
  .refine((value) => {
    const [, year, month, day] = MONTH_DATE.exec(value) ?? [];
    const y = Number(year);
    const mo = Number(month);
    const d = Number(day);
    return y >= SERVER_YEAR_MIN && y <= SERVER_YEAR_MAX && mo >= 1 && mo <= 12 && d >= 1 && d <= 31;
  }, m.dateInvalid)
  .transform((value) => `${value.slice(0, 7)}-01`);

/** `endDate` before its start is refused; both are first-of-month strings, so text order is date order. */
const endNotBefore = (start: string, end: string | null | undefined): boolean =>
  end == null || end >= start;

/* Certificates (D21–D24) */

export const Certificate = z.object({
  id: z.number(),
  name: z.string(),
  info: z.string(),
  dateOfObtaining: z.string().describe('YYYY-MM-01'),
  endDate: z.string().nullable().describe('YYYY-MM-01, null = no expiry'),
  certificateType: CertificateType,
});
export type Certificate = z.infer<typeof Certificate>;

/** D22 and D23: `endDate` omitted or null when the certificate does not expire. */
export const CertificateBody = z
  .object({
    name: requiredText(CERTIFICATE_TEXT_MAX, m.certificateNameRequired, m.certificateNameMax),
    info: requiredText(CERTIFICATE_TEXT_MAX, m.certificateIssuerRequired, m.certificateIssuerMax),
    dateOfObtaining: monthDateField,
    certificateType: z
      .enum(certificateType.keys, { error: m.certificateTypeRequired })
      .default('CERTIFICATE'),
    endDate: monthDateField.nullable().optional(),
  })
  .refine((b) => endNotBefore(b.dateOfObtaining, b.endDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type CertificateBody = z.infer<typeof CertificateBody>;
export type CertificateInput = z.input<typeof CertificateBody>;

/* Work experience (D40–D43) */

const cityRequired = requiredText(CITY_MAX, m.cityRequired, m.cityMax);

export const WorkExperience = z.object({
  id: z.number(),
  jobTitle: z.string(),
  companyName: z.string(),
  country: Country,
  state: Voivodeship,
  city: z.string(),
  startDate: z.string().describe('YYYY-MM-01'),
  endDate: z.string().nullable().describe('YYYY-MM-01, null = ongoing'),
});
export type WorkExperience = z.infer<typeof WorkExperience>;

/** D41 and D42: `endDate: null` means ongoing (an omitted `endDate` too). */
export const WorkExperienceBody = z
  .object({
    jobTitle: requiredText(JOB_TEXT_MAX, m.jobTitleRequired, m.jobTitleMax),
    companyName: requiredText(JOB_TEXT_MAX, m.previousCompanyRequired, m.previousCompanyMax),
    country: z.enum(country.keys, { error: m.countryRequired }),
    state: z.enum(voivodeship.keys, { error: m.stateRequired }),
    city: cityRequired,
    startDate: monthDateField,
    endDate: monthDateField.nullable().optional(),
  })
  .refine((b) => endNotBefore(b.startDate, b.endDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type WorkExperienceBody = z.infer<typeof WorkExperienceBody>;
export type WorkExperienceInput = z.input<typeof WorkExperienceBody>;

/* Education (D44–D47) */

export const EducationLocalization = z.object({
  country: Country,
  state: Voivodeship,
  city: z.string(),
});

export const Education = z.object({
  id: z.number(),
  nameOfEducation: z.string().describe('field of study'),
  titleOfEducation: z.string().describe('institution'),
  startDate: z.string().describe('YYYY-MM-01'),
  endDate: z.string().nullable().describe('YYYY-MM-01, null = ongoing'),
  localization: EducationLocalization,
});
export type Education = z.infer<typeof Education>;

/** D45 and D46. */
export const EducationBody = z
  .object({
    nameOfEducation: requiredText(EDUCATION_TEXT_MAX, m.fieldOfStudyRequired, m.fieldOfStudyMax),
    titleOfEducation: requiredText(EDUCATION_TEXT_MAX, m.institutionRequired, m.institutionMax),
    startDate: monthDateField,
    endDate: monthDateField.nullable().optional(),
    localization: z.object(
      {
        country: z.enum(country.keys, { error: m.countryRequired }),
        state: z.enum(voivodeship.keys, { error: m.stateRequired }),
        city: cityRequired,
      },
      { error: m.countryRequired },
    ),
  })
  .refine((b) => endNotBefore(b.startDate, b.endDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type EducationBody = z.infer<typeof EducationBody>;
export type EducationInput = z.input<typeof EducationBody>;

/* Videos (D29–D32) */

export const Video = z.object({
  id: z.number(),
  title: z.string(),
  fileUrl: z
    .string()
    .describe(
      'G1 URL of the video, served with range requests: {PUBLIC_URL}/api/files/{key}, or /api/files/{key} when PUBLIC_URL is not configured',
    ),
  fileName: z.string(),
  date: z.string().describe('ISO 8601 timestamp of the upload'),
  description: z.string().nullable().optional(),
});
export type Video = z.infer<typeof Video>;

export const videoTitleField = requiredText(VIDEO_TITLE_MAX, m.videoTitleRequired, m.videoTitleMax);
/** D30's text field (multipart) and D31's JSON body. */
export const VideoTitleBody = z.object({ title: videoTitleField });
export type VideoTitleBody = z.infer<typeof VideoTitleBody>;

/* Portfolio (D33–D36) */

export const PortfolioItem = z.object({
  pictureId: z.number(),
  title: z.string(),
  info: z.string(),
  pictureData: z
    .string()
    .describe('data URL of the re-encoded picture (of the thumbnail with `?size=small`)'),
  pictureUrl: z
    .string()
    .describe(
      '[P] {PUBLIC_URL}/api/files/{key} (root-relative without PUBLIC_URL): the re-encoded picture (long edge at most 1920 px), G1',
    ),
  thumbnailUrl: z
    .string()
    .describe(
      '[P] {PUBLIC_URL}/api/files/{key} (root-relative without PUBLIC_URL): the thumbnail (within 640x480) for carousels, G1',
    ),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;

const portfolioTexts = {
  title: requiredText(PORTFOLIO_TITLE_MAX, m.portfolioTitleRequired, m.portfolioTitleMax),
  info: z
    .string()
    .trim()
    .max(PORTFOLIO_INFO_MAX, m.portfolioInfoMax)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
};
/** D34's text fields (multipart, with the `picture` file). */
export const PortfolioFields = z.object(portfolioTexts);
export type PortfolioFields = z.infer<typeof PortfolioFields>;

/** D35: `pictureId`, or `id` as the spec writes it. */
export const PortfolioPatchBody = z
  .object({ pictureId: idField.optional(), id: idField.optional(), ...portfolioTexts })
  .refine((b) => b.pictureId !== undefined || b.id !== undefined, {
    message: messages.invalidId,
    path: ['pictureId'],
  })
  .transform(({ pictureId, id, title, info }) => ({
    pictureId: (pictureId ?? id) as number,
    title,
    info,
  }));
export type PortfolioPatchBody = z.infer<typeof PortfolioPatchBody>;

/* Services (D27) */

/** D27: one service at level 1–5, added at the end. */
export const ActivityBody = z.object({
  activityId: z
    .number({ error: m.serviceRequired })
    .int(m.serviceRequired)
    .min(1, m.serviceRequired)
    .max(MAX_ID, m.serviceRequired),
  level: z
    .number({ error: m.serviceLevelRequired })
    .int(m.serviceLevelRequired)
    .min(1, m.serviceLevelRequired)
    .max(5, m.serviceLevelRequired),
});
export type ActivityBody = z.infer<typeof ActivityBody>;

import { certificateType, country, voivodeship } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The profile's lists, part 2 (D21–D47). Rows belong to the freelancer's user (a freelancer's id
 * is its user id, API.md 1.6), so they go with the account. Month-precision dates hold the first
 * day of the month; `end_date` null means ongoing (or, for a certificate, no expiry).
 */

const owner = () =>
  integer('freelancer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const monthDate = (name: string) => date(name, { mode: 'string' });

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    freelancerId: owner(),
    name: text('name').notNull(),
    /** The issuing organisation. */
    info: text('info').notNull(),
    certificateType: text('certificate_type', { enum: certificateType.keys })
      .notNull()
      .default('CERTIFICATE'),
    dateOfObtaining: monthDate('date_of_obtaining').notNull(),
    endDate: monthDate('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificates_freelancer_idx').on(t.freelancerId, t.dateOfObtaining),
    check(
      'certificates_end_after_start',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.dateOfObtaining}`,
    ),
  ],
);

export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    freelancerId: owner(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    country: text('country', { enum: country.keys }).notNull(),
    state: text('state', { enum: voivodeship.keys }).notNull(),
    city: text('city').notNull(),
    startDate: monthDate('start_date').notNull(),
    endDate: monthDate('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_experiences_freelancer_idx').on(t.freelancerId, t.startDate),
    check(
      'work_experiences_end_after_start',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    freelancerId: owner(),
    /** Field of study (`nameOfEducation` on the wire). */
    fieldOfStudy: text('field_of_study').notNull(),
    /** Institution (`titleOfEducation` on the wire). */
    institution: text('institution').notNull(),
    country: text('country', { enum: country.keys }).notNull(),
    state: text('state', { enum: voivodeship.keys }).notNull(),
    city: text('city').notNull(),
    startDate: monthDate('start_date').notNull(),
    endDate: monthDate('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('educations_freelancer_idx').on(t.freelancerId, t.startDate),
    check(
      'educations_end_after_start',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** The videos section (D29–D32); the file lives in the media storage under `storageKey`. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    freelancerId: owner(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name the file had on the owner's disk (shown nowhere but returned as `fileName`). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_freelancer_created_idx').on(t.freelancerId, t.createdAt),
    index('videos_storage_key_idx').on(t.storageKey),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
export type WorkExperienceRow = typeof workExperiences.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

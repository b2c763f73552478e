import {
  accountStatus,
  country,
  experienceLevel,
  language,
  visibilityStatus,
  voivodeship,
  weekday,
  workingArea,
} from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  activities,
  incomeGoals,
  salesTools,
  sectors,
  specializations,
  subIndustries,
  typesOfSales,
  workingHours,
} from './reference-data.ts';
import { users } from './users.ts';

/**
 * A freelancer's onboarding answers, one row per FREELANCER user. Created lazily by the first save
 * (upsert), so registration does not need to know about it; a missing row reads as "nothing
 * answered yet".
 */
export const freelancers = pgTable(
  'freelancers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    experienceLevel: text('experience_level', { enum: experienceLevel.keys }),
    specializationId: integer('specialization_id').references(() => specializations.id),
    /** In the order the client sent them. */
    workingDays: text('working_days', { enum: weekday.keys })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workingHours: text('working_hours').references(() => workingHours.workingHour),
    incomeGoal: text('income_goal').references(() => incomeGoals.incomeGoal),
    typeOfSales: text('type_of_sales').references(() => typesOfSales.typeOfSales),
    /* The profile (spec document 2): null until the owner fills it. */
    about: text('about'),
    mainPassion: text('main_passion'),
    /** Storage key of the about video (served by G1 `/files/{key}`). */
    aboutVideoKey: text('about_video_key'),
    country: text('country', { enum: country.keys }),
    state: text('state', { enum: voivodeship.keys }),
    city: text('city'),
    workingArea: text('working_area', { enum: workingArea.keys }),
    workingAreaValue: text('working_area_value'),
    /** NORMAL earns the 'recommended' badge; admins decide (not shown in the spec). */
    accountStatus: text('account_status', { enum: accountStatus.keys })
      .notNull()
      .default('LIMITED'),
    visibilityStatus: text('visibility_status', { enum: visibilityStatus.keys })
      .notNull()
      .default('NORMAL'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly sweep of media no row names looks keys up (features/media/orphan-media.ts).
  (t) => [index('freelancers_about_video_key_idx').on(t.aboutVideoKey)],
);

/*
 * Ordered choices (API.md 1.6: GETs return the order the client saved). Each save replaces the
 * whole set in one transaction; `position` is the index in the saved list.
 */

const freelancerId = () =>
  integer('freelancer_id')
    .notNull()
    .references(() => freelancers.userId, { onDelete: 'cascade' });

export const freelancerSubIndustries = pgTable(
  'freelancer_sub_industries',
  {
    freelancerId: freelancerId(),
    subIndustryId: integer('sub_industry_id')
      .notNull()
      .references(() => subIndustries.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.subIndustryId] }),
    index('freelancer_sub_industries_sub_industry_id_idx').on(t.subIndustryId),
  ],
);

export const freelancerSectors = pgTable(
  'freelancer_sectors',
  {
    freelancerId: freelancerId(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.sectorId] }),
    index('freelancer_sectors_sector_id_idx').on(t.sectorId),
  ],
);

/** The services a freelancer offers with a self-assessed level 1–5 (0 = not offered, never stored). */
export const freelancerActivities = pgTable(
  'freelancer_activities',
  {
    freelancerId: freelancerId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.activityId] }),
    index('freelancer_activities_activity_id_idx').on(t.activityId),
    check('freelancer_activities_level_check', sql`${t.level} between 1 and 5`),
  ],
);

export const freelancerTools = pgTable(
  'freelancer_tools',
  {
    freelancerId: freelancerId(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => salesTools.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.toolId] }),
    index('freelancer_tools_tool_id_idx').on(t.toolId),
  ],
);

/** Languages with a level 1–5, in the order the owner arranged them (D18). */
export const freelancerLanguages = pgTable(
  'freelancer_languages',
  {
    freelancerId: freelancerId(),
    language: text('language', { enum: language.keys }).notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.language] }),
    check('freelancer_languages_level_check', sql`${t.level} between 1 and 5`),
  ],
);

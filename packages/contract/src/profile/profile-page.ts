import { z } from 'zod';
import { FreelancerActivity, FreelancerData } from '../freelancer/schemas.ts';
import {
  IncomeGoalOption,
  SalesTool,
  StateOption,
  TypeOfSalesOption,
  WorkingHourOption,
} from '../reference/schemas.ts';
import { ProfileCompleteness } from './completeness.ts';
import { Certificate, Education, PortfolioItem, Video, WorkExperience } from './items.ts';
import {
  AboutInfo,
  FreelancerBar,
  Review,
  ReviewCategoryScore,
  ReviewDistribution,
} from './schemas.ts';

/*
 * [P] GET /freelancer/{id}/profile-page (issue 30): what the profile page's section reads answer,
 * in one answer for our own client. The sections keep the section endpoints' shapes, except that
 * pictures come by G1 URL instead of as data URLs (the section endpoints keep `pictureData` for
 * other clients).
 */

const fileUrlNote =
  '{PUBLIC_URL}/api/files/{key}, or /api/files/{key} when PUBLIC_URL is not configured (G1)';

/** A picture by URL: its large rendition and, when one is stored, its small one. */
export const PictureLinks = z.object({
  pictureId: z.number(),
  pictureUrl: z.string().describe(`The large rendition: ${fileUrlNote}`),
  smallPictureUrl: z
    .string()
    .nullable()
    .describe(`The small rendition (the avatar's 96x96), null when none is stored: ${fileUrlNote}`),
});
export type PictureLinks = z.infer<typeof PictureLinks>;

/** D37's review with the author's avatar by URL (`authorPictureUrl`), not `authorPictureData`. */
export const ProfilePageReview = Review.omit({ authorPictureData: true }).extend({
  authorPictureUrl: z
    .string()
    .nullable()
    .describe(`The author's avatar (small rendition), or null: ${fileUrlNote}`),
});
export type ProfilePageReview = z.infer<typeof ProfilePageReview>;

/** D33's project without `pictureData`: `pictureUrl` and `thumbnailUrl` are its renditions. */
export const ProfilePagePortfolioItem = PortfolioItem.omit({ pictureData: true });
export type ProfilePagePortfolioItem = z.infer<typeof ProfilePagePortfolioItem>;

/** The dictionaries that label FreelancerData's keys on the page (B5, B7, B11, D16). */
export const ProfilePageDictionaries = z.object({
  workingHours: z.array(WorkingHourOption),
  incomeGoals: z.array(IncomeGoalOption),
  typesOfSales: z.array(TypeOfSalesOption),
  states: z.array(StateOption),
});
export type ProfilePageDictionaries = z.infer<typeof ProfilePageDictionaries>;

/** The aggregate's answer: one key per section read, named as the web client's query keys. */
export const ProfilePage = z.object({
  freelancer: FreelancerData.nullable().describe(
    "D1; null when the caller may not read it (another freelancer's profile)",
  ),
  bar: FreelancerBar.describe('D2'),
  completeness: ProfileCompleteness.nullable().describe(
    "D3 details [P]; the owner's own only, null for every other caller",
  ),
  avatar: PictureLinks.nullable().describe('D4 by URL; null when there is none'),
  background: PictureLinks.nullable().describe('D7 by URL; null when there is none'),
  about: AboutInfo.describe('D19'),
  certificates: z.array(Certificate).describe('D21'),
  tools: z.array(SalesTool).describe('D25'),
  services: z.array(FreelancerActivity).describe('D26'),
  videos: z.array(Video).describe('D29'),
  portfolio: z.array(ProfilePagePortfolioItem).describe('D33 by URL'),
  reviews: z.array(ProfilePageReview).describe('D37 with the authors’ avatars by URL'),
  reviewCategories: z.array(ReviewCategoryScore).describe('D38'),
  reviewDistribution: z.array(ReviewDistribution).describe('D39'),
  experience: z.array(WorkExperience).describe('D40'),
  education: z.array(Education).describe('D44'),
  dictionaries: ProfilePageDictionaries.describe('B5, B7, B11 and D16, as those reads answer'),
});
export type ProfilePage = z.infer<typeof ProfilePage>;

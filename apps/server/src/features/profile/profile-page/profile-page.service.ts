import type {
  FreelancerData,
  PictureLinks,
  ProfilePage,
  ProfilePageReview,
  SalesTool,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { fileUrl } from '../../media/file-url.ts';
import { referenceData } from '../../reference-data/reference-data.service.ts';
import { readAbout } from '../about/freelancer-about.service.ts';
import { listCertificates } from '../certificates/certificates.service.ts';
import { listEducation } from '../education/education.service.ts';
import {
  getFreelancerBar,
  getFreelancerDataFor,
  getProfileCompleteness,
  type Viewer,
} from '../freelancer-profile.service.ts';
import { findOwnerWithPicture } from '../pictures/pictures.repository.ts';
import { AVATAR, BACKGROUND, type PictureSpec } from '../pictures/pictures.service.ts';
import { findPortfolio } from '../portfolio/portfolio.repository.ts';
import { portfolioLinks } from '../portfolio/portfolio.service.ts';
import { findReviews } from '../reviews/reviews.repository.ts';
import { getCategoryAverages, getDistribution, toReview } from '../reviews/reviews.service.ts';
import { findTools } from '../sales-tools/freelancer-tools.repository.ts';
import { listServices } from '../services/freelancer-services.service.ts';
import { listVideos } from '../videos/videos.service.ts';
import { listExperience } from '../work-experience/work-experience.service.ts';

/*
 * The profile page in one answer (issue 30): each section is the section endpoint's own service
 * (its rules, its 404 for an id that is not a freelancer's), run in parallel; only the pictures
 * differ, by G1 URL instead of read from storage as data URLs. The investor rule is the route's
 * preHandler, as on the section routes.
 */

export interface ProfilePageDeps {
  db: Database;
  /** The base of the G1 URLs (`fileUrlBase`). */
  base: string;
}

/** D1 answers another freelancer 404, as for an unknown id; here that section is null instead. */
async function freelancerDataOrNull(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<FreelancerData | null> {
  try {
    return await getFreelancerDataFor(db, viewer, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * D4 and D7 by URL: the same row and rule as `readPicture` (only a freelancer has a background),
 * without reading the file. A key never changes content, so the browser keeps the file as G1's
 * Cache-Control allows; a new picture is a new key, hence a new URL.
 */
async function pictureLinks(
  { db, base }: ProfilePageDeps,
  userId: number,
  spec: PictureSpec,
): Promise<PictureLinks | null> {
  const owner = await findOwnerWithPicture(db, userId, spec.kind);
  if (!owner || (spec.freelancersOnly && owner.role !== 'FREELANCER')) throw notFound();
  if (!owner.picture) return null;
  const { id, storageKey, smallStorageKey } = owner.picture;
  return {
    pictureId: id,
    pictureUrl: fileUrl(base, storageKey),
    smallPictureUrl: smallStorageKey ? fileUrl(base, smallStorageKey) : null,
  };
}

/** D25, as its route answers. */
async function tools(db: Database, id: number): Promise<SalesTool[]> {
  const found = await findTools(db, id);
  if (!found) throw notFound();
  return found;
}

/** D37 with the author's avatar (the key D37 reads) by URL. */
async function reviews({ db, base }: ProfilePageDeps, id: number): Promise<ProfilePageReview[]> {
  const rows = await findReviews(db, id);
  if (!rows) throw notFound();
  return rows.map((row) => {
    const { authorPictureData: _data, ...review } = toReview(row, null);
    const key = row.authorAvatarKey;
    return { ...review, authorPictureUrl: key ? fileUrl(base, key) : null };
  });
}

/** D33 by URL: `pictureUrl` and `thumbnailUrl`, no file read. */
async function portfolio({ db, base }: ProfilePageDeps, id: number) {
  const rows = await findPortfolio(db, id);
  if (!rows) throw notFound();
  return rows.map((row) => portfolioLinks(base, row));
}

/**
 * Every section of freelancer `id`'s profile as `viewer` may read it: 404 `User not found` when
 * the id is not a freelancer's (every section read answers so); `freelancer` null for another
 * freelancer (D1's rule); `completeness` only for the owner (D3 is the caller's own).
 */
export async function getProfilePage(
  deps: ProfilePageDeps,
  viewer: Viewer,
  id: number,
): Promise<ProfilePage> {
  const { db, base } = deps;
  const isOwner = viewer.role === 'FREELANCER' && viewer.userId === id;
  const [
    freelancer,
    bar,
    completeness,
    avatar,
    background,
    about,
    certificates,
    toolList,
    services,
    videos,
    portfolioItems,
    reviewList,
    reviewCategories,
    reviewDistribution,
    experience,
    education,
    workingHours,
    incomeGoals,
    typesOfSales,
    states,
  ] = await Promise.all([
    freelancerDataOrNull(db, viewer, id),
    getFreelancerBar(db, id),
    isOwner ? getProfileCompleteness(db, id) : null,
    pictureLinks(deps, id, AVATAR),
    pictureLinks(deps, id, BACKGROUND),
    readAbout(db, id, base),
    listCertificates(db, id),
    tools(db, id),
    listServices(db, id),
    listVideos(db, id, base),
    portfolio(deps, id),
    reviews(deps, id),
    getCategoryAverages(db, id),
    getDistribution(db, id),
    listExperience(db, id),
    listEducation(db, id),
    referenceData.workingHours(db),
    referenceData.incomeGoals(db),
    referenceData.typesOfSales(db),
    referenceData.states(db),
  ]);
  return {
    freelancer,
    bar,
    completeness,
    avatar,
    background,
    about,
    certificates,
    tools: toolList,
    services,
    videos,
    portfolio: portfolioItems,
    reviews: reviewList,
    reviewCategories,
    reviewDistribution,
    experience,
    education,
    dictionaries: { workingHours, incomeGoals, typesOfSales, states },
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  activities,
  certificates,
  educations,
  emailVerificationTokens,
  freelancerActivities,
  freelancerLanguages,
  freelancerSectors,
  freelancerSubIndustries,
  freelancers,
  freelancerTools,
  investors,
  passwordTokens,
  pictures,
  rateLimitCounters,
  salesTools,
  sectors,
  specializations,
  subIndustries,
  users,
  videos,
  workExperiences,
} from '../../../db/schema/index.ts';
import { investorAnswerColumns } from '../../onboarding/investor/answer-columns.ts';

/*
 * The data export's reads of the account and the profile: one statement per section, whatever
 * the number of items (no query per row). Columns are listed one by one, so a secret (the
 * password hash, token hashes, the session version) is never read by accident.
 */

/** The account without its secrets: only whether a password is set. */
export function readAccount(db: Executor, userId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      isMock: users.isMock,
      isOnboardingPassed: users.isOnboardingPassed,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
}

/** The freelancer's answers and profile fields with the specialization's name. */
export function readFreelancer(db: Executor, userId: number) {
  return db
    .select({
      experienceLevel: freelancers.experienceLevel,
      specializationId: specializations.id,
      specializationName: specializations.name,
      workingDays: freelancers.workingDays,
      workingHours: freelancers.workingHours,
      incomeGoal: freelancers.incomeGoal,
      typeOfSales: freelancers.typeOfSales,
      about: freelancers.about,
      mainPassion: freelancers.mainPassion,
      aboutVideoKey: freelancers.aboutVideoKey,
      country: freelancers.country,
      state: freelancers.state,
      city: freelancers.city,
      workingArea: freelancers.workingArea,
      workingAreaValue: freelancers.workingAreaValue,
      accountStatus: freelancers.accountStatus,
      visibilityStatus: freelancers.visibilityStatus,
      updatedAt: freelancers.updatedAt,
    })
    .from(freelancers)
    .leftJoin(specializations, eq(specializations.id, freelancers.specializationId))
    .where(eq(freelancers.userId, userId));
}

/* The freelancer's ordered choices, each resolved to its dictionary name. */

export function readFreelancerSubIndustries(db: Executor, userId: number) {
  return db
    .select({ id: subIndustries.id, name: subIndustries.name })
    .from(freelancerSubIndustries)
    .innerJoin(subIndustries, eq(subIndustries.id, freelancerSubIndustries.subIndustryId))
    .where(eq(freelancerSubIndustries.freelancerId, userId))
    .orderBy(asc(freelancerSubIndustries.position));
}

export function readFreelancerSectors(db: Executor, userId: number) {
  return db
    .select({ id: sectors.id, name: sectors.name })
    .from(freelancerSectors)
    .innerJoin(sectors, eq(sectors.id, freelancerSectors.sectorId))
    .where(eq(freelancerSectors.freelancerId, userId))
    .orderBy(asc(freelancerSectors.position));
}

export function readFreelancerActivities(db: Executor, userId: number) {
  return db
    .select({ id: activities.id, name: activities.name, level: freelancerActivities.level })
    .from(freelancerActivities)
    .innerJoin(activities, eq(activities.id, freelancerActivities.activityId))
    .where(eq(freelancerActivities.freelancerId, userId))
    .orderBy(asc(freelancerActivities.position));
}

export function readFreelancerTools(db: Executor, userId: number) {
  return db
    .select({ id: salesTools.id, name: salesTools.toolName })
    .from(freelancerTools)
    .innerJoin(salesTools, eq(salesTools.id, freelancerTools.toolId))
    .where(eq(freelancerTools.freelancerId, userId))
    .orderBy(asc(freelancerTools.position));
}

export function readFreelancerLanguages(db: Executor, userId: number) {
  return db
    .select({ language: freelancerLanguages.language, level: freelancerLanguages.level })
    .from(freelancerLanguages)
    .where(eq(freelancerLanguages.freelancerId, userId))
    .orderBy(asc(freelancerLanguages.position));
}

export function readInvestor(db: Executor, userId: number) {
  return db
    .select({
      ...investorAnswerColumns,
      privacyAcceptedAt: investors.privacyAcceptedAt,
      regulationsAcceptedAt: investors.regulationsAcceptedAt,
      registeredAt: investors.registeredAt,
      lastProductNumber: investors.lastProductNumber,
      updatedAt: investors.updatedAt,
    })
    .from(investors)
    .where(eq(investors.userId, userId));
}

/** Every picture with the key of its main rendition (the small one is not exported). */
export function readPictures(db: Executor, userId: number) {
  return db
    .select({
      id: pictures.id,
      kind: pictures.kind,
      title: pictures.title,
      info: pictures.info,
      contentType: pictures.contentType,
      width: pictures.width,
      height: pictures.height,
      byteSize: pictures.byteSize,
      createdAt: pictures.createdAt,
      storageKey: pictures.storageKey,
    })
    .from(pictures)
    .where(eq(pictures.userId, userId))
    .orderBy(asc(pictures.id));
}

export function readVideos(db: Executor, userId: number) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      fileName: videos.fileName,
      contentType: videos.contentType,
      byteSize: videos.byteSize,
      createdAt: videos.createdAt,
      storageKey: videos.storageKey,
    })
    .from(videos)
    .where(eq(videos.freelancerId, userId))
    .orderBy(asc(videos.id));
}

export function readCertificates(db: Executor, userId: number) {
  return db
    .select({
      id: certificates.id,
      name: certificates.name,
      info: certificates.info,
      certificateType: certificates.certificateType,
      dateOfObtaining: certificates.dateOfObtaining,
      endDate: certificates.endDate,
      createdAt: certificates.createdAt,
    })
    .from(certificates)
    .where(eq(certificates.freelancerId, userId))
    .orderBy(asc(certificates.id));
}

export function readWorkExperiences(db: Executor, userId: number) {
  return db
    .select({
      id: workExperiences.id,
      jobTitle: workExperiences.jobTitle,
      companyName: workExperiences.companyName,
      country: workExperiences.country,
      state: workExperiences.state,
      city: workExperiences.city,
      startDate: workExperiences.startDate,
      endDate: workExperiences.endDate,
      createdAt: workExperiences.createdAt,
    })
    .from(workExperiences)
    .where(eq(workExperiences.freelancerId, userId))
    .orderBy(asc(workExperiences.id));
}

export function readEducations(db: Executor, userId: number) {
  return db
    .select({
      id: educations.id,
      fieldOfStudy: educations.fieldOfStudy,
      institution: educations.institution,
      country: educations.country,
      state: educations.state,
      city: educations.city,
      startDate: educations.startDate,
      endDate: educations.endDate,
      createdAt: educations.createdAt,
    })
    .from(educations)
    .where(eq(educations.freelancerId, userId))
    .orderBy(asc(educations.id));
}

/** Set-password links without the token hash. */
export function readPasswordLinks(db: Executor, userId: number) {
  return db
    .select({
      id: passwordTokens.id,
      purpose: passwordTokens.purpose,
      createdAt: passwordTokens.createdAt,
      expiresAt: passwordTokens.expiresAt,
      usedAt: passwordTokens.usedAt,
    })
    .from(passwordTokens)
    .where(eq(passwordTokens.userId, userId))
    .orderBy(asc(passwordTokens.id));
}

/** Links that confirm the e-mail address, without the token hash. */
export function readEmailVerificationLinks(db: Executor, userId: number) {
  return db
    .select({
      id: emailVerificationTokens.id,
      newEmail: emailVerificationTokens.newEmail,
      createdAt: emailVerificationTokens.createdAt,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
    })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId))
    .orderBy(asc(emailVerificationTokens.id));
}

/**
 * The addresses the account logged in from (login throttling's "known address" counters, keyed
 * `login:known:<e-mail> <address>` by features/auth/login.service.ts). The other counters naming
 * the e-mail are left out: failed attempts (their address may be a guesser's, not the owner's)
 * and reset mails, each forgotten within an hour.
 */
export async function readLoginAddresses(db: Executor, email: string) {
  const prefix = `login:known:${email} `;
  const rows = await db
    .select({ key: rateLimitCounters.key, keptUntil: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`)
    .orderBy(asc(rateLimitCounters.key));
  return rows.map(({ key, keptUntil }) => ({ address: key.slice(prefix.length), keptUntil }));
}

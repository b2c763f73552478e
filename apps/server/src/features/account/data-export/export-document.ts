import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
  notificationSentence,
  reviewCategory,
} from '@handlowo/contract';
import type { ExportRows } from './data-export.repository.ts';
import { conversationSections } from './export-conversations.ts';
import type { LocatedMedia } from './export-media.ts';

/*
 * The rows of one user as the export's JSON document (DataExport v1 of the contract): dates as
 * ISO 8601 in UTC, dictionary references as {id, name}, files as their path in the ZIP.
 */

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A review's category scores in the contract's category order. */
function scoresByReview(rows: ExportRows) {
  const order = (category: ExportRows['reviewScores'][number]['category']) =>
    reviewCategory.keys.indexOf(category);
  const groups = groupBy(rows.reviewScores, (s) => s.reviewId);
  return (reviewId: number) =>
    (groups.get(reviewId) ?? [])
      .map(({ category, score }) => ({ category, score }))
      .sort((a, b) => order(a.category) - order(b.category));
}

function freelancerSection(rows: ExportRows, media: LocatedMedia): DataExport['freelancer'] {
  const f = rows.freelancer;
  if (!f) return null;
  return {
    experienceLevel: f.experienceLevel,
    specialization: named(f.specializationId, f.specializationName),
    workingDays: f.workingDays,
    workingHours: f.workingHours,
    incomeGoal: f.incomeGoal,
    typeOfSales: f.typeOfSales,
    subIndustries: rows.subIndustries,
    sectors: rows.sectors,
    activities: rows.activities,
    tools: rows.tools,
    languages: rows.languages,
    about: f.about,
    mainPassion: f.mainPassion,
    aboutVideo: media.fileOf(f.aboutVideoKey),
    country: f.country,
    state: f.state,
    city: f.city,
    workingArea: f.workingArea,
    workingAreaValue: f.workingAreaValue,
    accountStatus: f.accountStatus,
    visibilityStatus: f.visibilityStatus,
    updatedAt: iso(f.updatedAt),
  };
}

function investorSection(rows: ExportRows): DataExport['investor'] {
  const i = rows.investor;
  if (!i) return null;
  return {
    activityDestiny: i.activityDestiny,
    organizationStage: i.organizationStage,
    salesDepartment: i.salesDepartment,
    companyEmails: i.companyEmails,
    goToMarketStrategy: i.goToMarketStrategy,
    businessType: i.businessType,
    investorRole: i.investorRole,
    employeeCountRange: i.employeeCountRange,
    companySiteUrl: i.companySiteUrl,
    companyDescription: i.companyDescription,
    privacyAcceptedAt: isoOrNull(i.privacyAcceptedAt),
    regulationsAcceptedAt: isoOrNull(i.regulationsAcceptedAt),
    registeredAt: isoOrNull(i.registeredAt),
    lastProductNumber: i.lastProductNumber,
    updatedAt: iso(i.updatedAt),
  };
}

function ordersSection(rows: ExportRows): DataExport['orders'] {
  const services = groupBy(rows.orderServices, (s) => s.orderId);
  return rows.orders.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    pipeline: named(o.pipelineId, o.pipelineName),
    adminId: o.adminId,
    averageScore: o.averageScore,
    repeatOfOrderId: o.repeatOfOrderId,
    statusChangedAt: iso(o.statusChangedAt),
    createdAt: iso(o.createdAt),
    services: (services.get(o.id) ?? []).map((s) => ({
      id: s.id,
      mainTask: { id: s.mainTaskId, name: s.mainTaskName },
      amount: s.amount,
      period: s.period,
      startDate: s.startDate,
      description: s.description,
      freelancerId: s.freelancerId,
      preferredFreelancerId: s.preferredFreelancerId,
      score: s.score,
      createdAt: iso(s.createdAt),
    })),
  }));
}

function productsSection(rows: ExportRows): DataExport['products'] {
  const sectors = groupBy(rows.productSectors, (r) => r.productId);
  const sizes = groupBy(rows.productCompanySizes, (r) => r.productId);
  const persons = groupBy(rows.productBuyerPersons, (r) => r.productId);
  return rows.products.map((p) => ({
    id: p.id,
    number: p.number,
    name: p.name,
    subIndustry: { id: p.subIndustryId, name: p.subIndustryName },
    description: p.description,
    additionalNotes: p.additionalNotes,
    country: p.country,
    state: p.state,
    city: p.city,
    sectors: (sectors.get(p.id) ?? []).map(({ id, name }) => ({ id, name })),
    companySizes: (sizes.get(p.id) ?? []).map((r) => r.name),
    buyerPersons: (persons.get(p.id) ?? []).map(({ id, name }) => ({ id, name })),
    createdAt: iso(p.createdAt),
  }));
}

/** The whole document; `media` tells which files are in the ZIP (null `file` otherwise). */
export function buildDataExport(
  rows: ExportRows,
  media: LocatedMedia,
  exportedAt: Date,
): DataExport {
  const { account: a } = rows;
  const scoresOf = scoresByReview(rows);
  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt: iso(exportedAt),
    account: {
      id: a.id,
      email: a.email,
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company,
      phone: a.phone,
      isTemporary: a.isMock,
      isOnboardingPassed: a.isOnboardingPassed,
      hasPassword: a.hasPassword,
      emailVerifiedAt: isoOrNull(a.emailVerifiedAt),
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    },
    freelancer: freelancerSection(rows, media),
    investor: investorSection(rows),
    pictures: rows.pictures.map(({ storageKey, createdAt, ...p }) => ({
      ...p,
      createdAt: iso(createdAt),
      file: media.fileOf(storageKey),
    })),
    videos: rows.videos.map(({ storageKey, createdAt, ...v }) => ({
      ...v,
      createdAt: iso(createdAt),
      file: media.fileOf(storageKey),
    })),
    certificates: rows.certificates.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    workExperiences: rows.workExperiences.map((w) => ({ ...w, createdAt: iso(w.createdAt) })),
    educations: rows.educations.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
    orders: ordersSection(rows),
    products: productsSection(rows),
    assignedServices: rows.assignedServices.map((s) => ({
      id: s.id,
      orderId: s.orderId,
      orderStatus: s.orderStatus,
      mainTask: { id: s.mainTaskId, name: s.mainTaskName },
      amount: s.amount,
      period: s.period,
      startDate: s.startDate,
      description: s.description,
      score: s.score,
      createdAt: iso(s.createdAt),
    })),
    guardedOrders: rows.guardedOrders.map((o) => ({ ...o, createdAt: iso(o.createdAt) })),
    reviewsReceived: rows.reviewsReceived.map((r) => ({
      id: r.id,
      authorFirstName: r.authorFirstName,
      authorLastName: r.authorLastName,
      orderActivityId: r.orderActivityId,
      text: r.text,
      scores: scoresOf(r.id),
      createdAt: iso(r.createdAt),
      authorType: r.authorType,
      updatedAt: isoOrNull(r.updatedAt),
      replyText: r.replyText,
      repliedAt: isoOrNull(r.repliedAt),
    })),
    reviewsWritten: rows.reviewsWritten.map((r) => ({
      id: r.id,
      freelancerId: r.freelancerId,
      orderActivityId: r.orderActivityId,
      text: r.text,
      scores: scoresOf(r.id),
      createdAt: iso(r.createdAt),
      authorType: r.authorType,
      updatedAt: isoOrNull(r.updatedAt),
      replyText: r.replyText,
      repliedAt: isoOrNull(r.repliedAt),
    })),
    passwordLinks: rows.passwordLinks.map((l) => ({
      id: l.id,
      purpose: l.purpose,
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      usedAt: isoOrNull(l.usedAt),
    })),
    emailVerificationLinks: rows.emailVerificationLinks.map((l) => ({
      id: l.id,
      newEmail: l.newEmail,
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      usedAt: isoOrNull(l.usedAt),
    })),
    loginAddresses: rows.loginAddresses.map((l) => ({
      address: l.address,
      keptUntil: iso(l.keptUntil),
    })),
    notifications: rows.notifications.map((n) => ({
      id: n.id,
      kind: n.kind,
      params: n.params,
      sentence: notificationSentence(n.kind, n.params),
      link: n.link,
      readAt: isoOrNull(n.readAt),
      createdAt: iso(n.createdAt),
    })),
    notificationEmailOptOuts: rows.notificationEmailOptOuts.map((o) => ({
      kind: o.kind,
      createdAt: iso(o.createdAt),
    })),
    ...conversationSections(rows),
  };
}

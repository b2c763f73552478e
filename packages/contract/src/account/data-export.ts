import { z } from 'zod';
import { ReviewAuthorType } from '../profile/enum-schemas.ts';

/*
 * The JSON file of a data export (RODO art. 15 and 20), version 1: everything the database holds
 * about one user, with reference data resolved to its names so the file reads on its own. Every
 * object is strict, so a field the server adds without documenting it here fails the tests.
 * docs/data-export.md describes the same shape for people; a breaking change raises `version`.
 */

export const DATA_EXPORT_FORMAT = 'handlowo-data-export';
export const DATA_EXPORT_VERSION = 1;
/** The JSON file's name inside the ZIP; media files go under `media/`. */
export const DATA_EXPORT_JSON_NAME = 'dane.json';

const dateTime = z.string().describe('ISO 8601 date-time (UTC)');
const day = z.string().describe('YYYY-MM-DD');
/**
 * A media file's path inside the ZIP, e.g. `media/avatar.webp`; null when the stored file could
 * not be read (the row is exported all the same).
 */
const filePath = z.string().nullable().describe('path of the file inside the ZIP');
/** A dictionary entry as stored: its id and its Polish name. */
const Named = z.strictObject({ id: z.number().int(), name: z.string() });

const ScoreOfCategory = z.strictObject({ category: z.string(), score: z.number().int() });

export const ExportAccount = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['FREELANCER', 'INVESTOR', 'ADMIN']),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  /** A temporary investor (created by the onboarding summary, no password yet). */
  isTemporary: z.boolean(),
  isOnboardingPassed: z.boolean(),
  /** Whether a password is set; the password itself is stored only as an argon2id hash and never exported. */
  hasPassword: z.boolean(),
  /** When the owner confirmed the e-mail address (ADR 017); null: not yet. */
  emailVerifiedAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** A freelancer's onboarding answers and profile fields (null for other roles). */
export const ExportFreelancer = z.strictObject({
  experienceLevel: z.string().nullable(),
  specialization: Named.nullable(),
  workingDays: z.array(z.string()),
  workingHours: z.string().nullable(),
  incomeGoal: z.string().nullable(),
  typeOfSales: z.string().nullable(),
  subIndustries: z.array(Named),
  sectors: z.array(Named),
  activities: z.array(Named.extend({ level: z.number().int() })),
  tools: z.array(Named),
  languages: z.array(z.strictObject({ language: z.string(), level: z.number().int() })),
  about: z.string().nullable(),
  mainPassion: z.string().nullable(),
  aboutVideo: filePath,
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  workingArea: z.string().nullable(),
  workingAreaValue: z.string().nullable(),
  accountStatus: z.string(),
  visibilityStatus: z.string(),
  updatedAt: dateTime,
});

/** An investor's onboarding answers and consents (null for other roles). */
export const ExportInvestor = z.strictObject({
  activityDestiny: z.string().nullable(),
  organizationStage: z.string().nullable(),
  salesDepartment: z.boolean().nullable(),
  companyEmails: z.string().nullable(),
  goToMarketStrategy: z.string().nullable(),
  businessType: z.string().nullable(),
  investorRole: z.string().nullable(),
  employeeCountRange: z.string().nullable(),
  companySiteUrl: z.string().nullable(),
  companyDescription: z.string().nullable(),
  privacyAcceptedAt: dateTime.nullable(),
  regulationsAcceptedAt: dateTime.nullable(),
  registeredAt: dateTime.nullable(),
  lastProductNumber: z.number().int(),
  updatedAt: dateTime,
});

export const ExportPicture = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['AVATAR', 'BACKGROUND', 'PORTFOLIO']),
  title: z.string().nullable(),
  info: z.string().nullable(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  createdAt: dateTime,
  file: filePath,
});

export const ExportVideo = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  createdAt: dateTime,
  file: filePath,
});

export const ExportCertificate = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  certificateType: z.string(),
  dateOfObtaining: day,
  endDate: day.nullable(),
  createdAt: dateTime,
});

const ExportPlace = {
  country: z.string(),
  state: z.string(),
  city: z.string(),
  startDate: day,
  endDate: day.nullable(),
  createdAt: dateTime,
};

export const ExportWorkExperience = z.strictObject({
  id: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  ...ExportPlace,
});

export const ExportEducation = z.strictObject({
  id: z.number().int(),
  fieldOfStudy: z.string(),
  institution: z.string(),
  ...ExportPlace,
});

export const ExportOrderService = z.strictObject({
  id: z.number().int(),
  mainTask: Named,
  amount: z.number().int(),
  period: z.number().int(),
  startDate: day,
  description: z.string(),
  /** The assigned freelancer's user id (their name is their data, not the investor's). */
  freelancerId: z.number().int().nullable(),
  /** The freelancer the investor asked for again ('Zamów ponownie', issue 27), by user id. */
  preferredFreelancerId: z.number().int().nullable(),
  score: z.number().nullable(),
  createdAt: dateTime,
});

/** An investor's order with its services. */
export const ExportOrder = z.strictObject({
  id: z.number().int(),
  number: z.number().int(),
  status: z.string(),
  pipeline: Named.nullable(),
  /** The guardian admin's user id. */
  adminId: z.number().int().nullable(),
  averageScore: z.number().nullable(),
  /** The realised order this one repeats ('Zamów ponownie', issue 27). */
  repeatOfOrderId: z.number().int().nullable(),
  /** When the status last changed (issue 27). */
  statusChangedAt: dateTime,
  createdAt: dateTime,
  services: z.array(ExportOrderService),
});

export const ExportProduct = z.strictObject({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  subIndustry: Named,
  description: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  sectors: z.array(Named),
  companySizes: z.array(z.string()),
  buyerPersons: z.array(Named),
  createdAt: dateTime,
});

/** A service of someone's order assigned to the freelancer (no investor data: not theirs). */
export const ExportAssignedService = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  orderStatus: z.string(),
  mainTask: Named,
  amount: z.number().int(),
  period: z.number().int(),
  startDate: day,
  description: z.string(),
  score: z.number().nullable(),
  createdAt: dateTime,
});

/** An order the admin guards. */
export const ExportGuardedOrder = z.strictObject({
  id: z.number().int(),
  status: z.string(),
  createdAt: dateTime,
});

export const ExportReviewReceived = z.strictObject({
  id: z.number().int(),
  /** As shown on the profile (copied when the review was written). */
  authorFirstName: z.string(),
  authorLastName: z.string(),
  orderActivityId: z.number().int().nullable(),
  text: z.string(),
  scores: z.array(ScoreOfCategory),
  createdAt: dateTime,
  /** Issue 27: who wrote it (INVESTOR: the client; GUARDIAN: F16), the last edit, the reply. */
  authorType: ReviewAuthorType,
  updatedAt: dateTime.nullable(),
  replyText: z.string().nullable(),
  repliedAt: dateTime.nullable(),
});

export const ExportReviewWritten = z.strictObject({
  id: z.number().int(),
  /** The reviewed freelancer's user id. */
  freelancerId: z.number().int(),
  orderActivityId: z.number().int().nullable(),
  text: z.string(),
  scores: z.array(ScoreOfCategory),
  createdAt: dateTime,
  /** Issue 27: who wrote it (INVESTOR: the client; GUARDIAN: F16), the last edit, the reply. */
  authorType: ReviewAuthorType,
  updatedAt: dateTime.nullable(),
  replyText: z.string().nullable(),
  repliedAt: dateTime.nullable(),
});

/** A set-password link sent by e-mail (the token itself is stored only as a hash). */
export const ExportPasswordLink = z.strictObject({
  id: z.number().int(),
  purpose: z.enum(['RESET', 'ACTIVATION', 'ADMIN_INVITE']),
  createdAt: dateTime,
  expiresAt: dateTime,
  usedAt: dateTime.nullable(),
});

/** A link that confirms the e-mail address, sent by e-mail (the token only as a hash). */
export const ExportEmailVerificationLink = z.strictObject({
  id: z.number().int(),
  /** The address an e-mail change link was mailed to (ADR 019); null for one of the current address. */
  newEmail: z.string().nullable(),
  createdAt: dateTime,
  expiresAt: dateTime,
  usedAt: dateTime.nullable(),
});

/**
 * An address the account logged in from within the last 30 days (an IPv6 one as its /64
 * network), kept so that login throttling never locks the owner out from it (ADR 006).
 */
export const ExportLoginAddress = z.strictObject({
  address: z.string(),
  /** Until when it counts as known (a later login from it starts another 30 days). */
  keptUntil: dateTime,
});

/** A notification of the bell (issue 25): what it said, where it led, whether it was read. */
export const ExportNotification = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  /** What the sentence was built from, as stored. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  sentence: z.string(),
  link: z.string(),
  readAt: dateTime.nullable(),
  createdAt: dateTime,
});

/** A kind of notification the user does not want by e-mail ('Ustawienia', issue 25). */
export const ExportNotificationEmailOptOut = z.strictObject({
  kind: z.string(),
  createdAt: dateTime,
});

/** A file attached to one of the user's messages (the bytes stay in the conversation). */
export const ExportMessageAttachment = z.strictObject({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  createdAt: dateTime,
});

/** A message the user wrote in an order's conversation (issue 26). */
export const ExportMessage = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  /** The order's number as its investor sees it. */
  orderNumber: z.number().int(),
  /** The user's role when they wrote it (an admin's message is signed 'Zespół Handlowo'). */
  authorRole: z.enum(['FREELANCER', 'INVESTOR', 'ADMIN']),
  state: z.enum(['VISIBLE', 'DELETED', 'HIDDEN']),
  /** Null once the user deleted the message. */
  text: z.string().nullable(),
  createdAt: dateTime,
  editedAt: dateTime.nullable(),
  deletedAt: dateTime.nullable(),
  /** When the team hid it from the other members (the user still saw it). */
  hiddenAt: dateTime.nullable(),
  attachments: z.array(ExportMessageAttachment),
});

/** A message an admin hid from a conversation (the moderation they did; not its text). */
export const ExportMessageHidden = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  hiddenAt: dateTime,
});

/** A freelancer's membership of an order's conversation: since when, and until when. */
export const ExportConversationMembership = z.strictObject({
  orderId: z.number().int(),
  joinedAt: dateTime,
  /** Null while a member; set once they no longer held a service of the order. */
  leftAt: dateTime.nullable(),
});

/** How far the user read an order's conversation, and what an e-mail already told them. */
export const ExportConversationRead = z.strictObject({
  orderId: z.number().int(),
  lastReadMessageId: z.number().int(),
  readAt: dateTime.nullable(),
  digestedUpToMessageId: z.number().int(),
});

export const DataExport = z.strictObject({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: dateTime,
  account: ExportAccount,
  freelancer: ExportFreelancer.nullable(),
  investor: ExportInvestor.nullable(),
  pictures: z.array(ExportPicture),
  videos: z.array(ExportVideo),
  certificates: z.array(ExportCertificate),
  workExperiences: z.array(ExportWorkExperience),
  educations: z.array(ExportEducation),
  orders: z.array(ExportOrder),
  products: z.array(ExportProduct),
  assignedServices: z.array(ExportAssignedService),
  guardedOrders: z.array(ExportGuardedOrder),
  reviewsReceived: z.array(ExportReviewReceived),
  reviewsWritten: z.array(ExportReviewWritten),
  passwordLinks: z.array(ExportPasswordLink),
  emailVerificationLinks: z.array(ExportEmailVerificationLink),
  loginAddresses: z.array(ExportLoginAddress),
  notifications: z.array(ExportNotification),
  notificationEmailOptOuts: z.array(ExportNotificationEmailOptOut),
  messages: z.array(ExportMessage),
  messagesHidden: z.array(ExportMessageHidden),
  conversationMemberships: z.array(ExportConversationMembership),
  conversationReads: z.array(ExportConversationRead),
});
export type DataExport = z.infer<typeof DataExport>;

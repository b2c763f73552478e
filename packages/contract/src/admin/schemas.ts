import { z } from 'zod';
import { ExperienceLevel } from '../common/enum-schemas.ts';
import {
  emailField,
  firstNameField,
  idField,
  lastNameField,
  loginPasswordField,
  passwordField,
} from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { scalarBody } from '../common/scalar-body.ts';
import { AdminSummary } from '../investor/schemas.ts';
import { FitScore } from './fit.ts';
import { adminMessages as m } from './messages.ts';
import { PageQuery, pageOf } from './paging.ts';

/* The admin panel's shapes (API.md 3.5, F1–F21, G2) and our additions (admins, fit score). */

/** F1: the navigation's counters. Temporary investors and their orders are not counted. */
export const Stats = z.object({
  orderCount: z.number().int(),
  investorCount: z.number().int(),
  freelancerCount: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;

export const InvestorListItem = z.object({
  id: z.number(),
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  hasActiveOrder: z.boolean(),
});
export type InvestorListItem = z.infer<typeof InvestorListItem>;
export const InvestorPage = pageOf(InvestorListItem);
export type InvestorPage = z.infer<typeof InvestorPage>;

export const FreelancerListItem = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  experienceLevel: ExperienceLevel.nullable(),
  /**
   * The small rendition of the avatar, never the full picture: a data URL, or its G1 address
   * when the list was asked `?pictures=url`.
   */
  userAvatar: z
    .union([z.object({ pictureData: z.string() }), z.object({ pictureUrl: z.string() })])
    .nullable(),
});
export type FreelancerListItem = z.infer<typeof FreelancerListItem>;

/** What an `<img src>` of a list's `userAvatar` takes, whichever way the list carried it. */
export const avatarSource = (avatar: FreelancerListItem['userAvatar']): string | null =>
  avatar === null ? null : 'pictureUrl' in avatar ? avatar.pictureUrl : avatar.pictureData;
export const FreelancerPage = pageOf(FreelancerListItem);
export type FreelancerPage = z.infer<typeof FreelancerPage>;

/** F13/F14: a freelancer who finished onboarding; `fit` only when `orderActivityId` was given. */
export const AssignableFreelancer = FreelancerListItem.extend({ fit: FitScore.nullable() });
export type AssignableFreelancer = z.infer<typeof AssignableFreelancer>;
export const AssignableFreelancerPage = pageOf(AssignableFreelancer);
export type AssignableFreelancerPage = z.infer<typeof AssignableFreelancerPage>;

/** F13/F14 query: paging plus the service to score against (ours). */
export const AssignableQuery = PageQuery.extend({
  orderActivityId: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
      idField,
    )
    .optional(),
});
export type AssignableQuery = z.infer<typeof AssignableQuery>;

export const AdminPage = pageOf(AdminSummary);
export type AdminPage = z.infer<typeof AdminPage>;

/** F6: the investor detail's frame. */
export const InvestorPrimaryData = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  ordersAmount: z.number().int(),
});
export type InvestorPrimaryData = z.infer<typeof InvestorPrimaryData>;

/** An empty string means "not changed" (the form sends only what was filled). */
const unlessEmpty = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    field.optional(),
  );

/** F20: only the given, non-empty fields change; none at all is 400. E-mail taken: 409. */
export const AdminPrimaryDataBody = z
  .object({
    email: unlessEmpty(emailField),
    firstName: unlessEmpty(firstNameField),
    lastName: unlessEmpty(lastNameField),
  })
  .refine(
    (body) =>
      body.email !== undefined || body.firstName !== undefined || body.lastName !== undefined,
    m.primaryDataEmpty,
  );
export type AdminPrimaryDataBody = z.infer<typeof AdminPrimaryDataBody>;

/** F21: a wrong old password is 400. */
export const AdminPasswordBody = z.object({
  oldPassword: z
    .string({ error: m.oldPasswordRequired })
    .min(1, m.oldPasswordRequired)
    .pipe(loginPasswordField),
  newPassword: passwordField,
});
export type AdminPasswordBody = z.infer<typeof AdminPasswordBody>;

/** G2: scalar text `REALIZED` or `{"orderStatus":"REALIZED"}`. */
export const OrderStatusBody = scalarBody(
  'orderStatus',
  z.literal('REALIZED', { error: m.orderStatusOnlyRealized }),
);

/** Ours: invite another admin; they set their password through the e-mailed link. */
export const AdminInviteBody = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
});
export type AdminInviteBody = z.infer<typeof AdminInviteBody>;

/* The /admin/edit-data forms: each is validated and sent only when any of its fields is filled. */

/** The primary data form: every field optional, but a filled one follows its rule. */
export const AdminPrimaryDataForm = z.object({
  email: unlessEmpty(emailField),
  firstName: unlessEmpty(firstNameField),
  lastName: unlessEmpty(lastNameField),
});
export type AdminPrimaryDataFormInput = z.input<typeof AdminPrimaryDataForm>;

export const AdminPasswordForm = z
  .object({
    oldPassword: z.string().min(1, m.oldPasswordRequired),
    newPassword: passwordField,
    repeatPassword: z.string().min(1, messages.passwordConfirmationRequired),
  })
  .refine((form) => form.newPassword === form.repeatPassword, {
    message: messages.passwordsDiffer,
    path: ['repeatPassword'],
  });
export type AdminPasswordForm = z.infer<typeof AdminPasswordForm>;

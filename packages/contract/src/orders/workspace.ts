import { z } from 'zod';
import { SEARCH_MAX } from '../admin/paging.ts';
import { OrderStatus } from '../common/enum-schemas.ts';
import { counted, pluralNouns } from '../common/plural.ts';
import { Product } from '../investor/schemas.ts';
import { Review } from '../profile/schemas.ts';
import { assignmentGroup } from './assignment-groups.ts';
import { OfferStateSchema } from './offers.ts';

/*
 * The freelancer's workspace (issue 25, ours): the services they were offered or work on, the
 * brief of one, the products and the guardians of their orders.
 */

export const AssignmentGroup = z.enum(assignmentGroup.keys, {
  error: 'Stan zlecenia musi być jednym z: OFFERED, ACCEPTED, DONE',
});
export type AssignmentGroup = z.infer<typeof AssignmentGroup>;

/** `GET /freelancer/me/assignments?state=`: without `state` every group. */
export const AssignmentListQuery = z.object({ state: AssignmentGroup.optional() });

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** `GET /freelancer/me/products?search=`: a part of the product's name, any case. */
export const WorkspaceProductQuery = z.object({
  search: z
    .string()
    .trim()
    .max(
      SEARCH_MAX,
      `Wyszukiwana fraza może mieć maksymalnie ${counted(SEARCH_MAX, pluralNouns.character)}`,
    )
    // PostgreSQL text cannot hold a NUL, and no product name holds another control character.
    .refine(
      (phrase) => !hasControlCharacter(phrase),
      'Wyszukiwana fraza zawiera niedozwolone znaki',
    )
    .optional(),
});

/** The last day of a service: its start plus `period` months (the day clamped to the month). */
export function serviceEndDate(startDate: string, period: number): string {
  const [year = 0, month = 1, day = 1] = startDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + period, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** One service of the caller's, as the lists show it. */
export const AssignmentSummary = z.object({
  orderActivityId: z.number(),
  /** The service is named after its main task. */
  name: z.string(),
  amount: z.number(),
  period: z.number().describe('Months: 1, 2, 3 or 6'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD: startDate + period months'),
  group: AssignmentGroup,
  offerState: OfferStateSchema,
  offeredAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  order: z.object({
    id: z.number(),
    investorOrderNumber: z.number(),
    status: OrderStatus,
    statusDescription: z.string(),
  }),
  investorCompany: z.string().nullable(),
  pipelineName: z.string().nullable(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

/** The guardian of an order as the freelancer sees them: a contact. */
export const WorkspaceGuardian = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  pictureData: z.string().nullable(),
});
export type WorkspaceGuardian = z.infer<typeof WorkspaceGuardian>;

/** The brief of one service: what an agency would send with the job. */
export const AssignmentBrief = AssignmentSummary.extend({
  /** The investor's description of the service. */
  description: z.string(),
  mainTaskDescription: z.string(),
  pipeline: z.object({ id: z.number(), name: z.string(), description: z.string() }).nullable(),
  investor: z.object({
    company: z.string().nullable(),
    companySiteUrl: z.string().nullable(),
    companyDescription: z.string().nullable(),
  }),
  products: z.array(Product),
  guardian: WorkspaceGuardian.nullable(),
  /** The review of this service once the order is realised and rated; null before. */
  review: Review.nullable(),
});
export type AssignmentBrief = z.infer<typeof AssignmentBrief>;

/** A product of an investor the caller works or worked for, with the service to link to. */
export const WorkspaceProduct = Product.extend({
  orderActivityId: z.number(),
  investorCompany: z.string().nullable(),
});
export type WorkspaceProduct = z.infer<typeof WorkspaceProduct>;

/** A guardian of the caller's orders, with the orders they look after. */
export const WorkspaceGuardianWithOrders = WorkspaceGuardian.extend({
  orders: z.array(
    z.object({
      orderId: z.number(),
      investorOrderNumber: z.number(),
      investorCompany: z.string().nullable(),
      /** The caller's latest service on that order, to link to. */
      orderActivityId: z.number(),
      name: z.string(),
    }),
  ),
});
export type WorkspaceGuardianWithOrders = z.infer<typeof WorkspaceGuardianWithOrders>;

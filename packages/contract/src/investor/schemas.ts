import { z } from 'zod';
import { OrderStatus } from '../common/enum-schemas.ts';
import { companyDescriptionField, companySiteUrlField, emailField } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { scalarBody } from '../common/scalar-body.ts';
import { OrderActivityOpinion } from '../orders/client-opinions.ts';
import { OfferStateSchema } from '../orders/offers.ts';
import {
  BuyerPerson,
  CompanySize,
  MainTask,
  Pipeline,
  Sector,
  SubIndustry,
} from '../reference/schemas.ts';

/** AdminSummary (API.md 3.4): the guardian of an order. */
export const AdminSummary = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pictureData: z.string().nullable(),
});

export const OrderActivity = z.object({
  id: z.number(),
  name: z.string(),
  pipelineMainTask: MainTask,
  amount: z.number(),
  period: z.number().describe('Months: 1, 2, 3 or 6'),
  startDate: z.string().describe('YYYY-MM-DD, the calendar date in Europe/Warsaw'),
  description: z.string(),
  freelancer: z
    .object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      userAvatar: z.object({ pictureData: z.string() }).nullable(),
    })
    .nullable(),
  score: z.number().nullable(),
  /** Ours (issue 25): the freelancer's answer to the assignment; null when never assigned. */
  offerState: OfferStateSchema.nullable(),
  /** Ours (issue 25): the reason of the last decline, while the service is DECLINED. */
  declineReason: z.string().nullable(),
  /** Ours (issue 27): the service's opinion (the investor's or the guardian's), or null. */
  opinion: OrderActivityOpinion.nullable(),
});
export type OrderActivity = z.infer<typeof OrderActivity>;

export const Order = z.object({
  id: z.number(),
  investorOrderNumber: z.number(),
  pipeline: Pipeline.nullable(),
  orderActivities: z.array(OrderActivity),
  orderStatus: OrderStatus,
  orderStatusDescription: z.string(),
  averageScore: z.number().nullable(),
  orderAdminDTO: AdminSummary.nullable(),
});
export type Order = z.infer<typeof Order>;

export const Product = z.object({
  id: z.number(),
  investorProductNumber: z.number(),
  name: z.string(),
  subIndustry: SubIndustry,
  description: z.string().nullable(),
  sectors: z.array(Sector),
  companySize: z.array(CompanySize),
  buyerPersons: z.array(BuyerPerson),
  additionalNotes: z.string().nullable(),
  country: z.literal('POLAND').nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type Product = z.infer<typeof Product>;

/** InvestorData — A10 GET /investor/me (API.md 3.1). */
export const InvestorData = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.literal('INVESTOR'),
  isMock: z.boolean(),
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
  orders: z.array(Order),
  products: z.array(Product),
});
export type InvestorData = z.infer<typeof InvestorData>;

const optionKey = z.string().min(1, messages.unknownOption).max(64, messages.unknownOption);

/** C2, C4, C8, C10, C12, C14: an option `name`, checked against the database by the service. */
export const ActivityDestinyBody = scalarBody('activityDestiny', optionKey);
export const OrganizationStageBody = scalarBody('organizationStage', optionKey);
export const GoToMarketStrategyBody = scalarBody('goToMarketStrategy', optionKey);
export const BusinessTypeBody = scalarBody('businessType', optionKey);
export const InvestorRoleBody = scalarBody('investorRole', optionKey);
export const EmployeeCountRangeBody = scalarBody('employeeCountRange', optionKey);

/** C5: JSON boolean (also `{"salesDepartment": true}` and the text `true`/`false`). */
export const SalesDepartmentBody = scalarBody(
  'salesDepartment',
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'Podaj wartość true albo false',
  }),
);

/** The list logic of the sales-department step: trim, drop empty items. */
export function splitCompanyEmails(joined: string): string[] {
  return joined
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
}

/** What the step sends: e-mails joined with ',' or null when nothing is to be sent. */
export function joinCompanyEmails(list: readonly string[]): string | null {
  const items = list.map((e) => e.trim()).filter((e) => e.length > 0);
  return items.length > 0 ? items.join(',') : null;
}

/** C6: comma-joined e-mails; empty items dropped, each validated, no duplicates, at most 20. */
export const CompanyEmailsBody = scalarBody(
  'companyEmails',
  z
    .string()
    .max(5000, messages.invalidBody)
    .transform(splitCompanyEmails)
    .pipe(
      z
        .array(emailField)
        .min(1, messages.emailRequired)
        .max(20, 'Możesz podać maksymalnie 20 adresów email')
        .refine(
          (list) => new Set(list.map((e) => e.toLowerCase())).size === list.length,
          messages.duplicateItems,
        ),
    ),
);

/** C15 */
export const CompanySiteUrlBody = scalarBody('companySiteUrl', companySiteUrlField);
/** C16 */
export const CompanyDescriptionBody = scalarBody('companyDescription', companyDescriptionField);

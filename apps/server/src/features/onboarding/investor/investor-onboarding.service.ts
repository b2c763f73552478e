import { type InvestorData, messages } from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import {
  activityDestinies,
  businessTypes,
  employeeCountRanges,
  goToMarketStrategies,
  investorRoles,
  organizationStages,
} from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { PictureFiles } from '../../media/picture-data-urls.ts';
import { keyExists } from '../../reference-data/reference-data.repository.ts';
import { findInvestorData, saveInvestorAnswers } from './investor.repository.ts';

/** Which dictionary each single-choice answer must come from (C2, C4, C8, C10, C12, C14). */
const optionTables = {
  activityDestiny: activityDestinies,
  organizationStage: organizationStages,
  goToMarketStrategy: goToMarketStrategies,
  businessType: businessTypes,
  investorRole: investorRoles,
  employeeCountRange: employeeCountRanges,
} as const;

export type InvestorOptionField = keyof typeof optionTables;

/** A10. `files`: the media storage and a log, for the avatars in the orders. */
export async function getInvestorMe(
  { db, ...files }: PictureFiles & { db: Database },
  userId: number,
): Promise<InvestorData> {
  const data = await findInvestorData(db, userId, files);
  if (!data) throw notFound();
  return data;
}

/** Unknown option names are a 400 that changes nothing (API.md C). */
export async function saveInvestorOption(
  db: Database,
  options: { userId: number; field: InvestorOptionField; name: string },
) {
  const table = optionTables[options.field];
  if (!(await keyExists(db, table, table.name, options.name))) {
    throw badRequest(messages.unknownOption, 'UNKNOWN_OPTION');
  }
  await saveInvestorAnswers(db, options.userId, { [options.field]: options.name });
}

/**
 * C5. Answering "no" also forgets the department's e-mails: they were given for a department the
 * company now says it does not have, and the client sends e-mails only after a "yes".
 */
export async function saveSalesDepartment(db: Database, userId: number, hasDepartment: boolean) {
  await saveInvestorAnswers(
    db,
    userId,
    hasDepartment ? { salesDepartment: true } : { salesDepartment: false, companyEmails: null },
  );
}

/** C6: the body schema has trimmed, dropped empty items and validated each address. */
export async function saveCompanyEmails(db: Database, userId: number, emails: string[]) {
  await saveInvestorAnswers(db, userId, { companyEmails: emails.join(',') });
}

export async function saveCompanySiteUrl(db: Database, userId: number, url: string) {
  await saveInvestorAnswers(db, userId, { companySiteUrl: url });
}

/** C16: an empty description is stored as "no description". */
export async function saveCompanyDescription(db: Database, userId: number, text: string) {
  const trimmed = text.trim();
  await saveInvestorAnswers(db, userId, {
    companyDescription: trimmed === '' ? null : trimmed,
  });
}

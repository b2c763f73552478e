import {
  adminMessages,
  type InvestorQuestionnaire,
  type OrderPreferences,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { isInvestorId } from './investor-detail.repository.ts';
import { findInvestorQuestionnaire } from './investor-questionnaire.repository.ts';
import { findOrderPreferences } from './order-preferences.repository.ts';

/* What the investor detail shows the admin besides the spec's cards (issue 27). */

export async function getInvestorQuestionnaire(
  db: Database,
  investorId: number,
): Promise<InvestorQuestionnaire> {
  const found = await findInvestorQuestionnaire(db, investorId);
  if (!found) throw notFound(adminMessages.investorNotFound);
  return found;
}

export async function getOrderPreferences(
  db: Database,
  investorId: number,
): Promise<OrderPreferences[]> {
  if (!(await isInvestorId(db, investorId))) throw notFound(adminMessages.investorNotFound);
  return findOrderPreferences(db, investorId);
}

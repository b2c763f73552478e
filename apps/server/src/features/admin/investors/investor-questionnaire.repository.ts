import {
  type InvestorQuestionnaire,
  investorProgress,
  QUESTIONNAIRE_ANSWERS,
  type QuestionnaireAnswerKey,
  questionnaireTexts,
  splitCompanyEmails,
} from '@handlowo/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import {
  activityDestinies,
  businessTypes,
  employeeCountRanges,
  goToMarketStrategies,
  investorRoles,
  investors,
  organizationStages,
  users,
} from '../../../db/schema/index.ts';
import { investorAnswerColumns } from '../../onboarding/investor/answer-columns.ts';
import { isRealInvestor } from './investor-list.repository.ts';

/*
 * The 'Ankieta' card (issue 27): the investor's onboarding answers with the options' Polish
 * texts, in one statement (each option list joined by its key).
 */

const destiny = alias(activityDestinies, 'destiny');
const stage = alias(organizationStages, 'stage');
const strategy = alias(goToMarketStrategies, 'strategy');
const business = alias(businessTypes, 'business');
const role = alias(investorRoles, 'investor_role');
const employees = alias(employeeCountRanges, 'employees');

interface Shown {
  value: string | null;
  detail: string | null;
}

const none: Shown = { value: null, detail: null };

/**
 * An option as the questionnaire showed it (the web's option views): some lists title the card
 * with `target`, others with `description`; the other text is the second line.
 */
const option = (title: string | null, second: string | null = null): Shown =>
  title === null ? none : { value: title, detail: second };

/** The answers of a real investor; undefined for an unknown, temporary or non-investor id. */
export async function findInvestorQuestionnaire(
  db: Executor,
  investorId: number,
): Promise<InvestorQuestionnaire | undefined> {
  const [row] = await db
    .select({
      ...investorAnswerColumns,
      destinyTarget: destiny.target,
      destinyDescription: destiny.description,
      stageTarget: stage.target,
      stageDescription: stage.description,
      strategyTarget: strategy.target,
      strategyDescription: strategy.description,
      businessTarget: business.target,
      businessDescription: business.description,
      roleDescription: role.description,
      employeesDescription: employees.description,
    })
    .from(users)
    .leftJoin(investors, eq(investors.userId, users.id))
    .leftJoin(destiny, eq(destiny.name, investors.activityDestiny))
    .leftJoin(stage, eq(stage.name, investors.organizationStage))
    .leftJoin(strategy, eq(strategy.name, investors.goToMarketStrategy))
    .leftJoin(business, eq(business.name, investors.businessType))
    .leftJoin(role, eq(role.name, investors.investorRole))
    .leftJoin(employees, eq(employees.name, investors.employeeCountRange))
    .where(and(eq(users.id, investorId), isRealInvestor));
  if (!row) return undefined;

  const emails = splitCompanyEmails(row.companyEmails ?? '');
  const shown: Record<QuestionnaireAnswerKey, Shown> = {
    activityDestiny: option(row.destinyTarget, row.destinyDescription),
    organizationStage: option(row.stageTarget, row.stageDescription),
    salesDepartment:
      row.salesDepartment === null
        ? none
        : {
            value: row.salesDepartment ? questionnaireTexts.yes : questionnaireTexts.no,
            detail: row.salesDepartment && emails.length > 0 ? emails.join(', ') : null,
          },
    goToMarketStrategy: option(row.strategyDescription, row.strategyTarget),
    businessType: option(row.businessDescription, row.businessTarget),
    investorRole: option(row.roleDescription),
    employeeCountRange: option(row.employeesDescription),
    companySiteUrl: option(row.companySiteUrl),
    // Blank counts as no answer: the step lets the description be left empty.
    companyDescription: option(row.companyDescription?.trim() ? row.companyDescription : null),
  };
  return {
    // A missing answers row (nothing saved yet) reads as every answer null.
    answeredSteps: investorProgress({
      activityDestiny: row.activityDestiny ?? null,
      organizationStage: row.organizationStage ?? null,
      salesDepartment: row.salesDepartment ?? null,
      goToMarketStrategy: row.goToMarketStrategy ?? null,
      businessType: row.businessType ?? null,
      investorRole: row.investorRole ?? null,
      employeeCountRange: row.employeeCountRange ?? null,
      companySiteUrl: row.companySiteUrl ?? null,
    }),
    answers: QUESTIONNAIRE_ANSWERS.map((answer) => ({ ...answer, ...shown[answer.key] })),
  };
}

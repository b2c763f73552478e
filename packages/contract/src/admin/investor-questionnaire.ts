import { z } from 'zod';

/*
 * The investor detail's 'Ankieta' card and order preference notes (issue 27): what the investor
 * answered in the eight onboarding steps, and what a repeated order asks for.
 */

/**
 * The answers in step order, each with its Polish label: the step titles of the onboarding
 * tracker (INVESTOR_CATEGORIES), step 8 'Szczegóły' split into its two fields.
 */
export const QUESTIONNAIRE_ANSWERS = [
  { key: 'activityDestiny', step: 1, label: 'Cele sprzedaży' },
  { key: 'organizationStage', step: 2, label: 'Etap organizacji' },
  { key: 'salesDepartment', step: 3, label: 'Dział sprzedaży' },
  { key: 'goToMarketStrategy', step: 4, label: 'Strategia' },
  { key: 'businessType', step: 5, label: 'Rodzaj biznesu' },
  { key: 'investorRole', step: 6, label: 'Twoja rola' },
  { key: 'employeeCountRange', step: 7, label: 'Liczba pracowników' },
  { key: 'companySiteUrl', step: 8, label: 'Strona internetowa' },
  { key: 'companyDescription', step: 8, label: 'Opis firmy' },
] as const;

export type QuestionnaireAnswerKey = (typeof QUESTIONNAIRE_ANSWERS)[number]['key'];
const answerKeys = QUESTIONNAIRE_ANSWERS.map((answer) => answer.key) as [
  QuestionnaireAnswerKey,
  ...QuestionnaireAnswerKey[],
];

/** The texts of the sales department's answer. */
export const questionnaireTexts = { yes: 'Tak', no: 'Nie', noAnswer: 'Brak odpowiedzi' } as const;

export const QuestionnaireAnswer = z.object({
  key: z.enum(answerKeys),
  step: z.number().int().describe('1–8, the onboarding step'),
  label: z.string(),
  /** The answer as the investor saw it (the option's title, 'Tak' / 'Nie', the text); null: none. */
  value: z.string().nullable(),
  /** The option's second line, or the company e-mails of the sales department. */
  detail: z.string().nullable(),
});
export type QuestionnaireAnswer = z.infer<typeof QuestionnaireAnswer>;

export const InvestorQuestionnaire = z.object({
  /** Steps completed in order (0–8), as the onboarding tracker counts them. */
  answeredSteps: z.number().int(),
  answers: z.array(QuestionnaireAnswer),
});
export type InvestorQuestionnaire = z.infer<typeof InvestorQuestionnaire>;

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

/** One order's preferences: only orders that have any are listed. */
export const OrderPreferences = z.object({
  orderId: z.number(),
  /** 'Zamówione ponownie po zleceniu nr N'; null when the order is no repeat. */
  repeatOfOrderNumber: z.number().nullable(),
  /** 'Klient prosi o tę samą osobę': per service, the freelancer of the previous order. */
  services: z.array(
    z.object({ orderActivityId: z.number(), serviceName: z.string(), freelancer: person }),
  ),
});
export type OrderPreferences = z.infer<typeof OrderPreferences>;

export const preferenceTexts = {
  samePerson: (name: string) => `Klient prosi o tę samą osobę: ${name}`,
  repeatOf: (number: number) => `Zamówione ponownie po zleceniu nr ${number}`,
} as const;

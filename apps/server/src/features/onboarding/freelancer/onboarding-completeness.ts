import {
  FREELANCER_ANSWERS,
  FREELANCER_CATEGORIES,
  type FreelancerAnswer,
  type FreelancerData,
  isAnswered,
} from '@handlowo/contract';

/** The one step that may be skipped (API.md B19). */
const OPTIONAL_ANSWER = 'selectedActivities';

type RequiredAnswer = Exclude<FreelancerAnswer, typeof OPTIONAL_ANSWER>;
type Answers = Pick<FreelancerData, RequiredAnswer>;

/**
 * A tracker step title as it reads inside the message: the tracker capitalises "Narzędzia
 * Sprzedażowe" as a heading, the message names every step in sentence case.
 */
const inSentence = (title: string) => title.charAt(0) + title.slice(1).toLocaleLowerCase('pl');

const stepTitles = FREELANCER_CATEGORIES.flatMap((category) => category.steps);

/**
 * The answers B19 requires, named like the steps of the onboarding tracker so the message tells
 * the user where to go back to.
 */
const requiredAnswers = FREELANCER_ANSWERS.flatMap((answer, step) => {
  if (answer === OPTIONAL_ANSWER) return [];
  const title = stepTitles[step];
  if (title === undefined) throw new Error(`No tracker step for the answer ${answer}`);
  return [{ answer, name: inSentence(title) }];
});

/** Step names of the unanswered required questions, in onboarding order. */
export function missingOnboardingSteps(answers: Answers): string[] {
  return requiredAnswers
    .filter(({ answer }) => !isAnswered(answers[answer]))
    .map(({ name }) => name);
}

export function missingStepsMessage(missing: readonly string[]): string {
  return `Nie można zakończyć onboardingu. Uzupełnij: ${missing.join(', ')}`;
}

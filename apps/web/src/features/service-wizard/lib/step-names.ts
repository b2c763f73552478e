import { WIZARD_STEPS, type WizardStep } from '@handlowo/contract';
import { stepTitle, titles } from '../../../config/titles.ts';

/** The name of each step: its heading in the stepper and its part of the document title. */
export const wizardStepNames: Record<WizardStep, string> = {
  0: 'Etap lejka sprzedażowego',
  1: 'Usługi',
  2: 'Produkty',
  3: 'Podsumowanie',
};

/** 'Krok 2 z 4: Usługi – Definiowanie usługi' */
export function wizardStepTitle(step: WizardStep): string {
  return stepTitle(titles.investor.service, step + 1, WIZARD_STEPS, wizardStepNames[step]);
}

import type { WizardModalCase } from './wizard.ts';

/** The wizard's product modals for the modal harness (filled by the step's implementation). */
export const wizardProductModalCases: WizardModalCase[] = [];

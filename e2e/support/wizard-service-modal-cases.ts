import type { WizardModalCase } from './wizard.ts';

/** The wizard's service modals for the modal harness (filled by the step's implementation). */
export const wizardServiceModalCases: WizardModalCase[] = [];

import type { WizardStepProps } from '../../types.ts';

// Scaffolding, replaced by the step's implementation.
export function ProductsStep(_props: WizardStepProps) {
  return null;
}

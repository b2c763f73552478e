import type { WizardStepProps } from '../../types.ts';

// Scaffolding, replaced by the step's implementation.
export function PipelineStep(_props: WizardStepProps) {
  return null;
}

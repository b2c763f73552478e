import { Fieldset } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface StepFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the answer is being saved the inputs are disabled. */
  busy: boolean;
  children: ReactNode;
}

/** The form of one questionnaire step, disabled while its answer is being saved. */
export function StepForm({ onSubmit, busy, children }: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={busy}>
        {children}
      </Fieldset>
    </form>
  );
}

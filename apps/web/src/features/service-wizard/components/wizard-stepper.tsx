// Only the wizard renders a stepper: its stylesheet comes with it (app/mantine-styles.ts holds
// the shared ones).
import '@mantine/core/styles/Stepper.css';
import { WIZARD_STEPS, type WizardStep } from '@handlowo/contract';
import { Box, Progress, Stepper, Text } from '@mantine/core';
import { wizardStepNames } from '../lib/step-names.ts';

const steps = Object.values(wizardStepNames);

/**
 * Where the investor is: on a phone 'Krok 2 z 4: Usługi' over a bar (four labelled steps do not
 * fit 375 px), from md up Mantine's stepper. Only the steps already passed can be clicked: the
 * later ones need the earlier ones saved first.
 */
export function WizardStepper({
  step,
  onSelect,
}: {
  step: WizardStep;
  onSelect: (step: WizardStep) => void;
}) {
  return (
    <>
      <Box hiddenFrom="md" mb="lg">
        <Text size="sm" fw={600} mb={6}>
          Krok {step + 1} z {WIZARD_STEPS}: {wizardStepNames[step]}
        </Text>
        {/* The text above says the same; the bar is only a picture of it. */}
        <Box aria-hidden>
          <Progress value={((step + 1) / WIZARD_STEPS) * 100} size="sm" radius="xl" />
        </Box>
      </Box>
      <Box visibleFrom="md" mb="xl" component="nav" aria-label="Kroki kreatora">
        <Stepper
          active={step}
          onStepClick={(index) => onSelect(index as WizardStep)}
          allowNextStepsSelect={false}
          size="sm"
        >
          {/* Named by the visible number and label; the current one is marked for readers. */}
          {steps.map((name, index) => (
            <Stepper.Step
              key={name}
              label={name}
              aria-current={index === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Box>
    </>
  );
}

import type { WizardStep } from '@handlowo/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { wizardStepHeadings, wizardStepSubtitle } from '../lib/step-headings.ts';
import { WizardStepper } from './wizard-stepper.tsx';

/**
 * The wizard's frame: the stepper, the step's subtitle (the chosen stage) and title (h1), then
 * the step. Every step renders its own content and buttons (WizardNav) below.
 */
export function WizardFrame({
  step,
  stageName,
  onSelectStep,
  children,
}: {
  step: WizardStep;
  /** The funnel stage of the order, null before one is chosen. */
  stageName: string | null;
  onSelectStep: (step: WizardStep) => void;
  children: ReactNode;
}) {
  const heading = wizardStepHeadings[step];
  const subtitle = wizardStepSubtitle(step, stageName);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // The control that moved on ('Przejdź dalej', 'Edytuj') is gone with its step: the focus goes
    // to the new step's title, so keyboard and screen-reader users continue from there. Not on
    // the first render (the page's own focus order starts at the top).
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <WizardStepper step={step} onSelect={onSelectStep} />
      <Stack gap={4} mb="xl">
        {subtitle ? (
          <Text size="sm" fw={700} c="var(--mantine-primary-color-filled)" tt="uppercase">
            {subtitle}
          </Text>
        ) : null}
        <Title order={1} size="h2" ref={titleRef} tabIndex={-1}>
          {heading.title}
        </Title>
        {heading.lead ? <Text c="dimmed">{heading.lead}</Text> : null}
      </Stack>
      {children}
    </Paper>
  );
}

import type { TrackerCategory } from '@handlowo/contract';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useOnboardingStepper } from '../stepper/onboarding-stepper.tsx';
import { ProgressTracker } from './progress-tracker.tsx';

export interface StepHeading {
  /** The question of the step. */
  title: string;
  /** The tracker category the step belongs to. */
  subtitle: string;
}

interface OnboardingFrameProps {
  categories: readonly TrackerCategory[];
  heading: StepHeading;
  /** The current step's content (its form with the 'Dalej' button). */
  children: ReactNode;
}

/**
 * The questionnaire frame of both roles (spec document 1 section 2, "Onboarding layout"): back
 * button (disabled on step 1), counter 'n / total', subtitle, title, the step, the side tracker.
 * The top bar and footer come from the route's layout.
 */
export function OnboardingFrame({ categories, heading, children }: OnboardingFrameProps) {
  const { step, total, isFirst, back } = useOnboardingStepper();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // A step change unmounts the form that held the focus ('Dalej'): move it to the new question
    // so keyboard and screen-reader users go on from there. Not on the first render.
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Group justify="space-between" mb="lg">
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconArrowLeft size={18} />}
              disabled={isFirst}
              onClick={back}
            >
              Wstecz
            </Button>
            <Text c="dimmed" fw={600}>
              {step + 1} / {total}
            </Text>
          </Group>
          <Stack gap={4} mb="xl">
            <Text size="sm" fw={700} c="var(--mantine-primary-color-filled)" tt="uppercase">
              {heading.subtitle}
            </Text>
            <Title order={1} size="h2" ref={titleRef} tabIndex={-1}>
              {heading.title}
            </Title>
          </Stack>
          {children}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProgressTracker categories={categories} step={step} total={total} />
      </Grid.Col>
    </Grid>
  );
}

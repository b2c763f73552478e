import {
  progressPercent,
  type StepState,
  type TrackerCategory,
  trackerView,
} from '@handlowo/contract';
import {
  Box,
  Group,
  List,
  Paper,
  Progress,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleFilled, IconPointFilled } from '@tabler/icons-react';

interface ProgressTrackerProps {
  categories: readonly TrackerCategory[];
  step: number;
  total: number;
}

function StateIcon({ state, size }: { state: StepState; size: number }) {
  if (state === 'completed') {
    return (
      <ThemeIcon size={size} radius="xl" color="teal">
        <IconCheck size={size * 0.6} />
      </ThemeIcon>
    );
  }
  if (state === 'active') {
    return (
      <ThemeIcon size={size} radius="xl">
        <IconCircleFilled size={size * 0.4} />
      </ThemeIcon>
    );
  }
  return <ThemeIcon size={size} radius="xl" variant="default" />;
}

const stateLabel: Record<StepState, string> = {
  completed: 'ukończono',
  active: 'w trakcie',
  upcoming: 'przed Tobą',
};

/**
 * The side tracker (spec document 1 section 4): categories completed / active / upcoming, only
 * the active one lists its sub-steps, and the rounded percentage of finished steps.
 */
export function ProgressTracker({ categories, step, total }: ProgressTrackerProps) {
  const percent = progressPercent(step, total);
  const view = trackerView(categories, step);

  return (
    <Paper component="aside" withBorder radius="md" p="lg" aria-label="Postęp">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          Twój postęp
        </Title>
        <Text fw={700} c="var(--mantine-primary-color-filled)">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="sm" radius="xl" aria-label={`Postęp ${percent}%`} />

      <Box component="ol" mt="lg" p={0} style={{ listStyle: 'none' }}>
        {view.map((category) => (
          <Box component="li" key={category.title} mb="md" data-state={category.state}>
            <Group gap="sm" wrap="nowrap">
              <StateIcon state={category.state} size={24} />
              <Text
                fw={category.state === 'active' ? 700 : 500}
                c={category.state === 'upcoming' ? 'dimmed' : undefined}
              >
                {category.title}
                <VisuallyHidden component="span">{` (${stateLabel[category.state]})`}</VisuallyHidden>
              </Text>
            </Group>
            {category.steps.length > 0 ? (
              <List spacing={4} size="sm" mt={6} ml={36} listStyleType="none">
                {category.steps.map((sub) => (
                  <List.Item
                    key={sub.title}
                    data-state={sub.state}
                    icon={
                      <IconPointFilled
                        size={14}
                        color={
                          sub.state === 'upcoming'
                            ? 'var(--mantine-color-gray-4)'
                            : sub.state === 'completed'
                              ? 'var(--mantine-color-teal-6)'
                              : 'var(--mantine-primary-color-filled)'
                        }
                      />
                    }
                  >
                    <Text
                      size="sm"
                      fw={sub.state === 'active' ? 600 : 400}
                      c={sub.state === 'upcoming' ? 'dimmed' : undefined}
                      aria-current={sub.state === 'active' ? 'step' : undefined}
                    >
                      {sub.title}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

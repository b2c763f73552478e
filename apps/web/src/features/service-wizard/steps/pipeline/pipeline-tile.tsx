import type { Pipeline } from '@handlowo/contract';
import { Button, Collapse, Group, List, Paper, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { pipelineIcon } from './pipeline-icons.ts';

/**
 * One funnel stage: a radio (title `name`, subtitle `description`) and a disclosure button that
 * unfolds, in 200 ms, the stage's goal and main tasks.
 */
export function PipelineTile({
  pipeline,
  checked,
  expanded,
  onToggle,
  disabled,
}: {
  pipeline: Pipeline;
  checked: boolean;
  expanded: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const detailsId = useId();
  const Icon = pipelineIcon(pipeline.id);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bd={checked ? '2px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant={checked ? 'filled' : 'light'} aria-hidden>
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <Radio
          value={String(pipeline.id)}
          disabled={disabled}
          label={<Text fw={700}>{pipeline.name}</Text>}
          description={pipeline.description}
          flex={1}
          miw={0}
        />
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        ml={{ base: 0, xs: 60 }}
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={`Cel i główne zadania: ${pipeline.name}`}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{
              transform: expanded ? 'rotate(180deg)' : undefined,
              transition: 'transform 200ms ease',
            }}
          />
        }
      >
        Cel i główne zadania
      </Button>
      <Collapse expanded={expanded} transitionDuration={200} id={detailsId}>
        <Stack gap="sm" mt="sm" ml={{ base: 0, xs: 60 }}>
          <div>
            <Text size="sm" fw={700}>
              Cel
            </Text>
            <Text size="sm">{pipeline.goal}</Text>
          </div>
          {pipeline.pipelineMainTasks.length > 0 ? (
            <div>
              <Text size="sm" fw={700} mb={4}>
                Główne zadania
              </Text>
              <List size="sm" spacing={4}>
                {pipeline.pipelineMainTasks.map((task) => (
                  <List.Item key={task.id}>
                    <Text span size="sm" fw={600}>
                      {task.name}
                    </Text>
                    {task.description ? (
                      <Text span size="sm" c="dimmed">
                        {' – '}
                        {task.description}
                      </Text>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

import { Group, Radio, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import classes from './choice-card.module.css';
import type { MainTask, ServiceControl } from './service-form.ts';

/** Tab '01 Wybierz usługę': the stage's free main tasks as radio cards with their descriptions. */
export function ServiceTaskChoice({
  control,
  tasks,
}: {
  control: ServiceControl;
  tasks: readonly MainTask[];
}) {
  return (
    <Controller
      control={control}
      name="pipelineMainTaskId"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Usługa z wybranego etapu lejka"
          required
          value={field.value}
          onChange={field.onChange}
          name={field.name}
          error={fieldState.error?.message}
        >
          <Stack gap="xs" mt="xs">
            {tasks.map((task) => (
              <Radio.Card
                key={task.id}
                value={String(task.id)}
                radius="md"
                p="sm"
                className={classes.card}
                onBlur={field.onBlur}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {task.name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {task.description}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

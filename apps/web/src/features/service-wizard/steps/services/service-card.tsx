import type { OrderActivity } from '@handlowo/contract';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { serviceAmount, serviceDateRange, servicePeriod } from '@/lib/order-texts.ts';

/** One service of the order: what, how much, for how long, when, and what the investor added. */
export function ServiceCard({
  service,
  onEdit,
  onDelete,
}: {
  service: OrderActivity;
  /** Omitted when the order can no longer change. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const name = service.pipelineMainTask.name;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {onEdit && onDelete ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Edytuj usługę: ${name}`}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Usuń usługę: ${name}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <Stack gap={4} mt="xs">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Ilość:{' '}
          </Text>
          {serviceAmount(service.amount)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Okres:{' '}
          </Text>
          {servicePeriod(service.period)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Termin:{' '}
          </Text>
          {serviceDateRange(service)}
        </Text>
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {service.description}
        </Text>
      </Stack>
    </Paper>
  );
}

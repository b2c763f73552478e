import { Button, Group, Paper, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One part of the summary with its 'Edytuj' button. The button shows 'Edytuj' and is named
 * after its part ('Edytuj usługi'), so a screen reader's list of buttons tells them apart.
 */
export function SummarySection({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="sm">
        <Title order={2} size="h4" miw={0}>
          {title}
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={editLabel}
          flex="none"
        >
          Edytuj
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

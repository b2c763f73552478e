import { Badge, Group, Text } from '@mantine/core';

interface SelectionSummaryProps {
  /** Names in the order the user picked them. */
  names: readonly string[];
}

/** The picked items in their order of selection (the order that is saved). */
export function SelectionSummary({ names }: SelectionSummaryProps) {
  if (names.length === 0) return null;
  return (
    <Group gap="xs" mb="md" aria-label="Twój wybór">
      <Text size="sm" c="dimmed">
        Twój wybór:
      </Text>
      {names.map((name, index) => (
        <Badge key={name} variant="light" radius="sm" tt="none">
          {index + 1}. {name}
        </Badge>
      ))}
    </Group>
  );
}

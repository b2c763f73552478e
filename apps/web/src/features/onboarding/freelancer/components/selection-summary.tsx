import { Badge, Group, Text } from '@mantine/core';

interface SelectionSummaryProps<T> {
  /** The picked ids in the order the user picked them. */
  picked: readonly number[];
  /** The options the ids refer to. */
  items: readonly T[];
  nameOf: (item: T) => string;
}

/** The picked items in their order of selection (the order that is saved). */
export function SelectionSummary<T extends { id: number }>({
  picked,
  items,
  nameOf,
}: SelectionSummaryProps<T>) {
  const names = picked.flatMap((id) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? [nameOf(item)] : [];
  });
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

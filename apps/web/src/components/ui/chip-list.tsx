import { Badge, Group, Stack, Text } from '@mantine/core';

/** A long option name wraps inside its chip instead of widening the card or modal (375 px). */
const wrappingChip = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    overflowWrap: 'anywhere',
  },
} as const;

/**
 * A labelled list of chosen options as chips (a product's sectors, sizes, personas). Without
 * items it shows `emptyText`, or nothing when there is none.
 */
export function ChipList({
  label,
  items,
  size = 'xs',
  emptyText,
}: {
  label: string;
  items: readonly string[];
  size?: 'xs' | 'sm';
  emptyText?: string;
}) {
  if (items.length === 0 && emptyText === undefined) return null;
  return (
    <Stack gap={4}>
      <Text size={size} c="dimmed">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size={size} c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {items.map((item) => (
            <Badge key={item} component="li" variant="light" tt="none" styles={wrappingChip}>
              {item}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

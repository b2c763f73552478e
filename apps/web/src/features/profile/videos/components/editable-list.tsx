import { ActionIcon, Box, Group, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EditableListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => number;
  children: (item: T) => ReactNode;
  editLabel: (item: T) => string;
  deleteLabel: (item: T) => string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** The item whose deletion runs (its button spins, the others wait). */
  deleting: number | null;
}

/**
 * The rows of a list edit modal ('Edytuj wideo', 'Edytuj portfolio'): each item with its edit
 * (a stacked modal) and delete buttons, named after the item for screen readers.
 */
export function EditableList<T>({
  label,
  items,
  keyOf,
  children,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleting,
}: EditableListProps<T>) {
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const key = keyOf(item);
        return (
          <Box
            component="li"
            key={key}
            p="xs"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Box miw={0} style={{ flex: 1 }}>
                {children(item)}
              </Box>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={editLabel(item)} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={editLabel(item)}
                    onClick={() => onEdit(item)}
                    disabled={deleting !== null}
                  >
                    <IconPencil size={18} stroke={1.7} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={deleteLabel(item)} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={deleteLabel(item)}
                    onClick={() => onDelete(item)}
                    loading={deleting === key}
                    disabled={deleting !== null && deleting !== key}
                  >
                    <IconTrash size={18} stroke={1.7} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}

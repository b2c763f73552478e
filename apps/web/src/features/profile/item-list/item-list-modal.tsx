import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormErrorAlert } from '@/components/form/index.ts';
import { profileKeys } from '../api/profile-keys.ts';
import { itemErrorText } from './save-error.ts';

export interface ItemListModalProps<T> {
  /** The entries; undefined while they load. */
  items: readonly T[] | undefined;
  /** The list's accessible name, e.g. 'Twoje certyfikaty i licencje'. */
  listLabel: string;
  idOf: (item: T) => number;
  /** The entry's name: its row's heading and its buttons' names ('Edytuj: …', 'Usuń: …'). */
  nameOf: (item: T) => string;
  /** Lines under the name (issuer, company, period…). */
  detailsOf: (item: T) => readonly string[];
  /** Opens the stacked edit modal of one entry. */
  onEdit: (item: T) => void;
  remove: (item: T) => Promise<unknown>;
  addLabel: string;
  /** Opens the stacked add modal. */
  onAdd: () => void;
  close: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * A section's edit modal (spec document 2 section 2): its entries with edit and delete, and an
 * add button. A delete asks first, in the row itself (no modal over the modal), with the focus
 * on 'Nie usuwaj'; the list reloads after each add, edit and delete.
 */
export function ItemListModal<T>({
  items,
  listLabel,
  idOf,
  nameOf,
  detailsOf,
  onEdit,
  remove,
  addLabel,
  onAdd,
  close,
}: ItemListModalProps<T>) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setConfirming(null);
      // The row and its buttons are gone: the focus goes on to the add button.
      addRef.current?.focus();
    },
    onError: (error) => console.error('Usuwanie wpisu nie powiodło się', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });

  return (
    <Stack gap="md">
      <FormErrorAlert message={deletion.error ? itemErrorText(deletion.error) : null} />
      {items === undefined ? (
        <Group justify="center" py="md">
          <Loader aria-label="Ładowanie" />
        </Group>
      ) : items.length === 0 ? (
        <Text c="dimmed">Brak</Text>
      ) : (
        <Stack
          component="ul"
          aria-label={listLabel}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((item) => (
            <Paper component="li" key={idOf(item)} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={wrap}>
                    {nameOf(item)}
                  </Text>
                  {detailsOf(item).map((line) => (
                    <Text key={line} size="sm" c="dimmed" style={wrap}>
                      {line}
                    </Text>
                  ))}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <RowAction label={`Edytuj: ${nameOf(item)}`} onClick={() => onEdit(item)}>
                    <IconPencil size={18} stroke={1.7} aria-hidden />
                  </RowAction>
                  <RowAction
                    label={`Usuń: ${nameOf(item)}`}
                    color="red"
                    onClick={() => {
                      deletion.reset();
                      setConfirming(idOf(item));
                    }}
                  >
                    <IconTrash size={18} stroke={1.7} aria-hidden />
                  </RowAction>
                </Group>
              </Group>
              {confirming === idOf(item) ? (
                <ConfirmDelete
                  name={nameOf(item)}
                  pending={deletion.isPending}
                  onConfirm={() => deletion.mutate(item)}
                  onCancel={() => setConfirming(null)}
                />
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      <Button
        ref={addRef}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ label: { whiteSpace: 'normal' } }}
        h="auto"
        mih={36}
        py={6}
      >
        {addLabel}
      </Button>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Gotowe
        </Button>
      </Group>
    </Stack>
  );
}

function RowAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    // Opens leftwards: the row's buttons sit at the right edge of a phone screen.
    <Tooltip label={label} withinPortal position="top-end">
      <ActionIcon variant="subtle" size="lg" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function ConfirmDelete({
  name,
  pending,
  onConfirm,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Stack role="group" aria-labelledby={questionId} gap="xs" mt="sm">
      <Text id={questionId} size="sm" style={wrap}>
        Usunąć „{name}”?
      </Text>
      <Group gap="xs">
        <Button color="red" size="xs" loading={pending} onClick={onConfirm}>
          Tak, usuń
        </Button>
        <Button ref={cancelRef} variant="default" size="xs" disabled={pending} onClick={onCancel}>
          Nie usuwaj
        </Button>
      </Group>
    </Stack>
  );
}

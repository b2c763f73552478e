import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PromptKeyboardSensor } from './prompt-keyboard-sensor.ts';

/** Drag starts after 5 px of movement (spec document 2 section 4), so a click stays a click. */
export const DRAG_ACTIVATION_DISTANCE = 5;

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => UniqueIdentifier;
  /** The item's name in the handle's and the remove button's labels and in announcements. */
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** What the row shows between the handle and the remove button. */
  children: (item: T, index: number) => ReactNode;
  /**
   * What the row shows under that line, across the row's whole width: a control too wide for the
   * space between the two buttons on a phone (the service's level select, issue 28).
   */
  below?: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
}

/**
 * A list reordered by dragging a row's handle (pointer, touch or keyboard: Space, arrows,
 * Space), each row with a remove button. Announcements are in Polish.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onMove,
  onRemove,
  children,
  below,
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameById = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? '' : nameOf(item);
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Podniesiono ${nameById(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameById(active.id)} na pozycji ${position(over.id)} z ${ids.length}.`
        : `${nameById(active.id)} poza listą.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Upuszczono ${nameById(active.id)} na pozycji ${position(over.id)} z ${ids.length}.`
        : `Upuszczono ${nameById(active.id)}.`,
    onDragCancel: ({ active }) => `Anulowano przenoszenie ${nameById(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Aby zmienić kolejność, naciśnij spację, przesuń strzałkami w górę lub w dół i naciśnij spację ponownie. Escape anuluje.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ul" gap="xs" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              onRemove={() => onRemove(index)}
              below={below?.(item, index)}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: UniqueIdentifier;
  name: string;
  onRemove: () => void;
  children: ReactNode;
  below?: ReactNode;
}

function SortableRow({ id, name, onRemove, children, below }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Przenieś: ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          // While the row is lifted, Escape cancels the move: the modal must not close on it.
          data-mantine-stop-propagation={isDragging ? 'true' : undefined}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Usuń: ${name}`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {below === undefined ? null : (
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{below}</div>
      )}
    </Paper>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * The owner's add control of a section: a plus whose accessible name (and tooltip) is the add
 * modal's title, e.g. 'Dodaj doświadczenie' (the pencil's twin, OwnerEditButton).
 */
export function OwnerAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
        <IconPlus size={18} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/**
 * The owner's edit control of a block: a pencil whose accessible name (and tooltip) is the
 * modal's title, e.g. 'Edytuj branże'.
 */
export function OwnerEditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
        <IconPencil size={18} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

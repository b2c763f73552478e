import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The owner's add control of a section: a plus named (and titled) by the add modal's title. */
export function OwnerAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
        <IconPlus size={18} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

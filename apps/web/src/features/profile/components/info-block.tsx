import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OwnerEditButton } from './owner-edit-button.tsx';

/** The placeholder of an unset value (spec document 2 section 8: 'Brak'). */
export const NONE = 'Brak';

/** One entry of the side panel's info list: a heading, the owner's edit button, the value. */
export function InfoBlock({
  title,
  edit,
  children,
}: {
  title: string;
  /** Owner only: the modal's title (the button's name) and how to open it. */
  edit?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mih={34}>
        <Title order={3} size="h6">
          {title}
        </Title>
        {edit ? <OwnerEditButton label={edit.label} onClick={edit.onClick} /> : null}
      </Group>
      {children}
    </Stack>
  );
}

export function InfoText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children ?? NONE}
    </Text>
  );
}
